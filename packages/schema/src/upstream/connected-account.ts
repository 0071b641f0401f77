import { z } from 'zod';
import { authorizationTypeSchema, connectorIdSchema } from '../connector.ts';
import { dateTimeSchema } from './date-time.ts';

/**
 * docs/internals/upstream-api.md §3: every status the hosted service publishes for a connected account
 * (where each comes from: docs/internals/upstream-api.md §"Account statuses"). Only ACTIVE runs tools.
 * EXPIRED, DISCONNECTED, REVOKED and ERROR call for Reconnect; PENDING_AUTH and
 * PENDING_VERIFICATION for finishing the connection; SUSPENDED for an administrator.
 */
export const connectedAccountStatusSchema = z.enum([
  'ACTIVE',
  'EXPIRED',
  'PENDING_AUTH',
  'PENDING_VERIFICATION',
  'DISCONNECTED',
  'REVOKED',
  'ERROR',
  'SUSPENDED',
]);
export type ConnectedAccountStatus = z.infer<typeof connectedAccountStatusSchema>;

/** docs/internals/upstream-api.md §2.1, summary form: the items of list and search results. */
export const connectedAccountSummarySchema = z.object({
  id: z.string().startsWith('ca_'),
  connection_id: z.string(),
  connector: connectorIdSchema,
  identifier: z.string(),
  provider: z.string(),
  authorization_type: authorizationTypeSchema,
  status: connectedAccountStatusSchema,
  organization_id: z.string().optional(),
  user_id: z.string().optional(),
  last_used_at: dateTimeSchema.optional(),
  token_expires_at: dateTimeSchema.optional(),
  updated_at: dateTimeSchema,
});
export type ConnectedAccountSummary = z.infer<typeof connectedAccountSummarySchema>;

export const oauthTokenSchema = z.object({
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
  domain: z.string().optional(),
  scopes: z.array(z.string()).optional(),
});

export const authorizationDetailsSchema = z.union([
  z.object({ oauth_token: oauthTokenSchema }),
  z.object({ static_auth: z.object({ details: z.record(z.string(), z.unknown()) }) }),
]);
export type AuthorizationDetails = z.infer<typeof authorizationDetailsSchema>;

/** docs/internals/upstream-api.md §2.1, full form: create, update and get-details answers. */
export const connectedAccountSchema = connectedAccountSummarySchema.extend({
  api_config: z.record(z.string(), z.unknown()).optional(),
  authorization_details: authorizationDetailsSchema.optional(),
});
export type ConnectedAccount = z.infer<typeof connectedAccountSchema>;

/** docs/internals/upstream-api.md §4.2: the list and search answers. */
export const connectedAccountListSchema = z.object({
  connected_accounts: z.array(connectedAccountSummarySchema),
  next_page_token: z.string(),
  prev_page_token: z.string(),
  total_size: z.number().int().nonnegative(),
});
export type ConnectedAccountList = z.infer<typeof connectedAccountListSchema>;

/** docs/internals/upstream-api.md §4.2: the common account selector, either `id` or connector + identifier. */
export const accountSelectorSchema = z.object({
  id: z.string().min(1).optional(),
  connector: connectorIdSchema.optional(),
  identifier: z.string().min(1).optional(),
  organization_id: z.string().min(1).optional(),
  user_id: z.string().min(1).optional(),
});
export type AccountSelector = z.infer<typeof accountSelectorSchema>;

export const createConnectedAccountRequestSchema = z.object({
  connector: connectorIdSchema,
  identifier: z.string().min(1),
  organization_id: z.string().min(1).optional(),
  user_id: z.string().min(1).optional(),
  connected_account: z
    .object({
      api_config: z.record(z.string(), z.unknown()).optional(),
      authorization_details: authorizationDetailsSchema.optional(),
    })
    .optional(),
});
export type CreateConnectedAccountRequest = z.infer<typeof createConnectedAccountRequestSchema>;

export const connectedAccountResponseSchema = z.object({
  connected_account: connectedAccountSchema,
});
export type ConnectedAccountResponse = z.infer<typeof connectedAccountResponseSchema>;

/**
 * docs/internals/upstream-api.md §4.2: PUT /api/v1/connected_accounts. `api_config` merges with the stored one; only
 * the credential fields supplied in `authorization_details` change.
 *
 * @example
 * const body: UpdateConnectedAccountRequest = {
 *   id: 'ca_123',
 *   connected_account: { api_config: { timeout_ms: 5000 } },
 * };
 */
export const updateConnectedAccountRequestSchema = accountSelectorSchema.extend({
  connected_account: z
    .object({
      api_config: z.record(z.string(), z.unknown()).optional(),
      authorization_details: authorizationDetailsSchema.optional(),
    })
    .refine(
      (update) => update.api_config !== undefined || update.authorization_details !== undefined,
      { message: 'give api_config or authorization_details to change' },
    ),
});
export type UpdateConnectedAccountRequest = z.infer<typeof updateConnectedAccountRequestSchema>;
