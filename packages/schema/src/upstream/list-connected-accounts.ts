import { z } from 'zod';
import { connectorIdSchema } from '../connector.ts';

/**
 * docs/internals/upstream-api.md §4.2: the query of GET /api/v1/connected_accounts, which filters by organization,
 * user, connector type, provider and identifier and pages with `page_token`. The parameter names
 * follow the account selector's field names; `page_size` is the hosted service's: it validates
 * `page_size` below 100 and pages 10 when left out (docs/internals/upstream-api.md §"Beyond the spec": page
 * sizes). Over HTTP every value travels as a string; a server reading the query extends this with
 * `z.coerce` for `page_size`.
 *
 * @example
 * const query: ListConnectedAccountsQuery = listConnectedAccountsQuerySchema.parse({
 *   identifier: 'ada@example.com',
 *   connector: 'crm',
 *   page_size: 20,
 * });
 */
export const listConnectedAccountsQuerySchema = z.object({
  organization_id: z.string().min(1).optional(),
  user_id: z.string().min(1).optional(),
  connector: connectorIdSchema.optional(),
  provider: z.string().min(1).optional(),
  identifier: z.string().min(1).optional(),
  page_token: z.string().min(1).optional(),
  page_size: z.number().int().min(1).max(99).optional(),
});
export type ListConnectedAccountsQuery = z.infer<typeof listConnectedAccountsQuerySchema>;

/**
 * docs/internals/upstream-api.md §4.2: the query of GET /api/v1/connected_accounts:search, a text
 * matched case-insensitively against identifiers, providers and connectors (at least 3
 * characters, section 8). The hosted service pages it by at most 30.
 *
 * @example
 * const query: SearchConnectedAccountsQuery = { query: 'ada@example.com#', page_size: 30 };
 */
export const searchConnectedAccountsQuerySchema = z.object({
  query: z.string().min(3).max(200),
  page_token: z.string().min(1).optional(),
  page_size: z.number().int().min(1).max(30).optional(),
});
export type SearchConnectedAccountsQuery = z.infer<typeof searchConnectedAccountsQuerySchema>;
