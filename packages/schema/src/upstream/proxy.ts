import { z } from 'zod';

/**
 * docs/connectors.md §4.6 and docs/tool-results.md §"doclib": a request the upstream proxy passes to a
 * proxy connector with the account's token injected. It goes to `{base_url}/proxy{path}` with the
 * `connection_name` and `identifier` headers naming the account; method, query and body pass
 * through. The body bytes travel beside this description, not in it.
 *
 * @example
 * const request: ProxyRequest = proxyRequestSchema.parse({
 *   connection_name: 'doclib',
 *   identifier: 'ada@example.com',
 *   method: 'GET',
 *   path: '/v1.0/me/sites',
 * });
 */
export const proxyRequestSchema = z.object({
  connection_name: z.string().min(1),
  identifier: z.string().min(1),
  organization_id: z.string().min(1).optional(),
  user_id: z.string().min(1).optional(),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string().startsWith('/').max(2048),
  query_params: z.record(z.string(), z.string()).optional(),
  headers: z.record(z.string(), z.string()).optional(),
});
export type ProxyRequest = z.infer<typeof proxyRequestSchema>;
