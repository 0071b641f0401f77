import { connectorIdSchema } from '@plugboard/schema';
import { z } from 'zod';

/**
 * core-api.md 4.2: GET /api/v1/connected_accounts filters by organization, user, connector type,
 * provider and identifier, paginated by `page_token`. The parameter names follow the account
 * selector's field names.
 */
export const listConnectedAccountsQuerySchema = z.object({
  organization_id: z.string().min(1).optional(),
  user_id: z.string().min(1).optional(),
  connector: connectorIdSchema.optional(),
  provider: z.string().min(1).optional(),
  identifier: z.string().min(1).optional(),
  page_token: z.string().min(1).optional(),
  /** The hosted service's page size, 1 to 100 (core-api.md 8 leaves the bounds "not shown"). */
  page_size: z.number().int().min(1).max(100).optional(),
});
export type ListConnectedAccountsQuery = z.infer<typeof listConnectedAccountsQuerySchema>;
