import type { IncomingMessage, ServerResponse } from 'node:http';
import { type FrontHandler, readBody, sendJson } from './upstream-front.ts';

/** One request the stand-in received, as the upstream proxy would see it. */
export interface ProxiedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  bodyBytes: number;
}

const SITE = {
  id: 'contoso.sharepoint.com,1b1c7d5e-0000-4000-8000-000000000001,2c2d8e6f-0000-4000-8000-000000000002',
  name: 'Team',
  displayName: 'Team site',
  webUrl: 'https://contoso.sharepoint.com/sites/team',
};

function driveItem(filename: string, size: number) {
  return {
    '@microsoft.graph.downloadUrl': `https://download.contoso.example/${encodeURIComponent(filename)}?sig=presigned`,
    id: '01ABCDEF',
    name: filename,
    size,
    webUrl: `${SITE.webUrl}/Shared%20Documents/${encodeURIComponent(filename)}`,
    file: { mimeType: 'text/plain' },
  };
}

/**
 * The upstream's document library proxy (result-shapes.md, doclib: `{base_url}/proxy{path}`, the
 * account named by the `connection_name` and `identifier` headers), played in front of the
 * emulator until the emulator has one of its own. It records what reached it and answers in the
 * library's shapes: sites, file metadata (`missing.txt` is a 404 in the library's error shape),
 * and uploads, whose bytes it counts as they stream in.
 */
export function doclibStandIn(seen: ProxiedRequest[]): FrontHandler {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (!url.pathname.startsWith('/proxy/')) return false;
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch {
      // The client broke the upload off (the BFF's size limit): nothing to answer.
      res.destroy();
      return true;
    }
    const path = url.pathname.slice('/proxy'.length);
    seen.push({
      method: req.method ?? '',
      path,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      bodyBytes: body.byteLength,
    });
    if (!req.headers.authorization?.startsWith('Bearer ')) {
      sendJson(res, 401, { code: 16, message: 'Missing bearer token', details: [] });
    } else if (path === '/v1.0/me/sites') {
      sendJson(res, 200, { value: [SITE] });
    } else if (path === '/v1.0/sites/root') {
      sendJson(res, 200, SITE);
    } else if (path.endsWith(':/content') && req.method === 'PUT') {
      const filename = decodeURIComponent(
        path.split('root:/')[1]?.replace(/:\/content$/, '') ?? '',
      );
      sendJson(res, 201, driveItem(filename, body.byteLength));
    } else if (path.includes('/drive/root:/missing.txt')) {
      sendJson(res, 404, {
        error: { code: 'itemNotFound', message: 'The resource could not be found.' },
      });
    } else {
      const filename = decodeURIComponent(path.split('root:/')[1] ?? 'file');
      sendJson(res, 200, driveItem(filename, 42));
    }
    return true;
  };
}
