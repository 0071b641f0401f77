import { type ErrorRequestHandler, Router } from 'express';
import { UpstreamError } from '../../connectors/upstream-error.ts';
import { THUMBNAIL_PATH, thumbnailSvg, type VideoPlatform } from '../../connectors/video/index.ts';

/** The video platform's refusals answer in its own error shape (docs/tool-results.md §"video"). */
const videoErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof UpstreamError)) return next(error);
  res.status(error.status).json(error.body);
};

/**
 * What the video platform serves outside execute_tool: report files at the `downloadUrl` of
 * video_reporting_list_reports (docs/connectors.md §4.4: "each report is a downloadable CSV
 * file"; signed, no authorization header, an hour by the emulator clock), and the thumbnail
 * images its resources link to.
 */
export function videoRoutes(platform: VideoPlatform): Router {
  const router = Router();
  router.get('/video/reporting/download/:token', async (req, res) => {
    const file = await platform.reportFile(req.params.token);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${file.name}"`);
    res.send(file.csv);
  });
  router.get(THUMBNAIL_PATH, (req, res) => {
    const [, id = '', width = '', height = ''] = THUMBNAIL_PATH.exec(req.path) ?? [];
    res.setHeader('Content-Type', 'image/svg+xml');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.send(thumbnailSvg(id, Number(width), Number(height)));
  });
  router.use(videoErrorHandler);
  return router;
}
