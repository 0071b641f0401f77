import { Router } from 'express';
import { buildOpenApiDocument } from './build-document.ts';

/** The document depends on nothing an emulator holds, so every emulator in the process shares it. */
let documentText: string | undefined;

/**
 * GET /openapi.json, built at the first request for it rather than at start-up, which stays as
 * fast as it was; the same text is served after.
 */
export function openApiRoutes(): Router {
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    documentText ??= JSON.stringify(buildOpenApiDocument());
    res.type('json').send(documentText);
  });
  return router;
}
