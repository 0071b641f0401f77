import { z } from 'zod';
import { accountIdSchema } from './accounts.ts';

/**
 * POST /proxy: the query string that says where a document library request goes
 * (docs/connectors.md §4.6). The request body is the upstream body itself (the file bytes of an
 * upload, streamed, typed by the request's own `Content-Type`); the answer is the upstream's,
 * streamed back. `path` is the upstream path alone; its query parameters go in `query`, as a
 * URL-encoded query string.
 *
 * @example
 * const search = new URLSearchParams({
 *   connector: 'doclib',
 *   method: 'PUT',
 *   path: '/v1.0/sites/site-1/drive/root:/notes.txt:/content',
 * });
 * await fetch(`/api/plugboard/proxy?${search}`, {
 *   method: 'POST',
 *   headers: { 'x-plugboard': '1', 'content-type': 'text/plain' },
 *   body: file,
 * });
 */
export const proxyQuerySchema = z.strictObject({
  connector: z.enum(['doclib'], {
    error: 'must be doclib, the connector reached through the proxy',
  }),
  method: z.enum(['GET', 'PUT'], { error: 'must be GET or PUT' }),
  path: z.string().startsWith('/', 'must start with /').max(1024),
  query: z.string().max(1024).optional(),
  account_id: accountIdSchema.optional(),
});
export type ProxyQuery = z.infer<typeof proxyQuerySchema>;
