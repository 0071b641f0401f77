import { z } from 'zod';
import { connectedAccountSummarySchema } from './connected-account.ts';

/**
 * One connected account's metadata without its credentials, as GET
 * /api/v1/connected_accounts/details answers it: the summary form (docs/internals/upstream-api.md §2.1)
 * and `api_config`, never `authorization_details`. Strict, so an answer that carried credentials
 * would not parse.
 *
 * @example
 * const { connected_account } = connectedAccountDetailsResponseSchema.parse(body);
 * connected_account.status; // 'ACTIVE'
 */
export const connectedAccountDetailsSchema = z.strictObject({
  ...connectedAccountSummarySchema.shape,
  api_config: z.record(z.string(), z.unknown()).optional(),
});
export type ConnectedAccountDetails = z.infer<typeof connectedAccountDetailsSchema>;

/**
 * The answer of GET /api/v1/connected_accounts/details, whose query is an account selector
 * (`accountSelectorSchema`).
 *
 * @example
 * const answer: ConnectedAccountDetailsResponse = { connected_account: details };
 */
export const connectedAccountDetailsResponseSchema = z.strictObject({
  connected_account: connectedAccountDetailsSchema,
});
export type ConnectedAccountDetailsResponse = z.infer<typeof connectedAccountDetailsResponseSchema>;
