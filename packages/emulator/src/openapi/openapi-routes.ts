import { Router } from 'express';

/** The document depends on nothing an emulator holds, so every emulator in the process shares it. */
let documentText: string | undefined;

/**
 * GET /openapi.json, built at the first request for it rather than at start-up, which stays as
 * fast as it was; the same text is served after. Its builder, with the operations' table and the
 * response schemas only the document uses (about 6 MB), is loaded by that request too, so an
 * emulator never asked for it does not hold them.
 */
export function openApiRoutes(): Router {
  const router = Router();
  router.get('/openapi.json', async (_req, res) => {
    if (documentText === undefined) {
      const { buildOpenApiDocument } = await import('./build-document.ts');
      documentText ??= JSON.stringify(buildOpenApiDocument());
    }
    res.type('json').send(documentText);
  });
  return router;
}
