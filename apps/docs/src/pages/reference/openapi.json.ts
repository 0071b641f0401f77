import { hostedApiDocument } from '../../reference/hosted-api.ts';

/** The document itself, for OpenAPI tools: served beside its rendered page. */
export const GET = () =>
  new Response(JSON.stringify(hostedApiDocument, null, 2), {
    headers: { 'content-type': 'application/json' },
  });
