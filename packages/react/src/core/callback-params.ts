import type { VerifyRequest } from '@plugboard/schema';
import { PlugboardError } from './plugboard-error.ts';

/**
 * Reads what the third party appended to the callback URL (docs/internals/upstream-api.md §5.4:
 * `user_verify_url?auth_request_id=…&state=…`). Throws a PlugboardError the page can show when the
 * user arrives without them, or with the `error` a provider sends when authorization was refused.
 */
export function readCallbackParams(search: string): VerifyRequest {
  const params = new URLSearchParams(search);
  const refusal = params.get('error');
  if (refusal) {
    const description = params.get('error_description');
    throw new PlugboardError(
      'AUTHORIZATION_DENIED',
      `Authorization was not completed (${refusal}${description ? `: ${description}` : ''}).`,
    );
  }
  const authRequestId = params.get('auth_request_id');
  const state = params.get('state');
  if (!authRequestId || !state) {
    throw new PlugboardError(
      'INVALID_CALLBACK',
      'The auth_request_id and state query parameters are missing: open this page only through a connect flow.',
    );
  }
  return { auth_request_id: authRequestId, state };
}
