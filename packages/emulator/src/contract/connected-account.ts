import {
  connectedAccountDetailsResponseSchema,
  connectedAccountResponseSchema,
} from '@plugboard/schema/upstream';
import type { z } from 'zod';

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

/** PUT /api/v1/connected_accounts: the server writes it too, so it lives with the shared upstream shapes. */
export {
  type UpdateConnectedAccountRequest,
  updateConnectedAccountRequestSchema,
} from '@plugboard/schema/upstream';
