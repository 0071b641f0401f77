import { type Response, Router } from 'express';
import {
  type DocumentLibrary,
  type Download,
  itemNotFound,
} from '../../connectors/doclib/index.ts';
import { libraryErrorHandler } from '../library-error-handler.ts';

/** `attachment` with the name as ASCII and, exactly, as UTF-8 (RFC 6266). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Streams the file from disk (ranges and HEAD included), never holding it whole. */
function send(res: Response, file: Download): Promise<void> {
  return new Promise((resolve, reject) => {
    res.sendFile(
      file.path,
      // The data folder may be a dot folder (.plugboard); the file's own headers are set above.
      { dotfiles: 'allow', etag: false, lastModified: false },
      (error) => {
        // Once the bytes started, a failure is the client leaving: nothing is left to answer.
        if (error === undefined || res.headersSent) resolve();
        else reject(itemNotFound('the file of this download URL'));
      },
    );
  });
}

/**
 * docs/connectors.md §4.6: the pre-signed download URL of file metadata. It needs no
 * authorization header and expires after an hour by the emulator clock.
 */
export function downloadRoutes(library: DocumentLibrary): Router {
  const router = Router();
  router.get('/download/:token', async (req, res) => {
    const file = await library.download(req.params.token);
    // setHeader, not set: the media type goes out exactly as it was uploaded.
    res.setHeader('Content-Type', file.mimeType);
    res.setHeader('Content-Disposition', contentDisposition(file.name));
    res.setHeader('ETag', file.eTag);
    await send(res, file);
  });
  router.use(libraryErrorHandler);
  return router;
}
