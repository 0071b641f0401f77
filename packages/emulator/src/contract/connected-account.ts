import {
  accountSelectorSchema,
  connectedAccountDetailsResponseSchema,
  connectedAccountResponseSchema,
} from '@plugboard/schema/upstream';
import { z } from 'zod';

/*
 * The connected-account shapes only the emulator needs. The full account and its details are the
 * answers the server reads (in @plugboard/schema/upstream), so they are taken from those answers
 * rather than written twice.
 */

/** A connected account in full, as GET /api/v1/connected_accounts/{id} answers it (§2.1). */
export const connectedAccountSchema = connectedAccountResponseSchema.shape.connected_account;

/** An account's credentials: an OAuth token or static details (§2.1). */
export const authorizationDetailsSchema =
  connectedAccountSchema.shape.authorization_details.unwrap();
export type AuthorizationDetails = z.infer<typeof authorizationDetailsSchema>;

/** A connected account's details, credentials left out (§4.2). */
export const connectedAccountDetailsSchema =
  connectedAccountDetailsResponseSchema.shape.connected_account;

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
