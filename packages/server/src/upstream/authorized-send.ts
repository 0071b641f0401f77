import { toUpstreamError } from './read-response.ts';
import { type SendContext, sendRequest, type UpstreamCall } from './send-request.ts';
import type { TokenManager } from './token-manager.ts';

export interface AuthorizedSendOptions extends SendContext {
  tokens: TokenManager;
  clientSecret: string;
}

/** Sends a call with `Authorization: Bearer …` and answers only a 2xx response. */
export type AuthorizedSend = (call: UpstreamCall) => Promise<Response>;

/**
 * core-api.md 4: every endpoint needs the bearer token and answers 401 when it is invalid. A 401
 * can mean the upstream revoked or expired the token before we expected, so the call is retried
 * once with a fresh token; a second 401 is a real failure.
 */
export function createAuthorizedSend(options: AuthorizedSendOptions): AuthorizedSend {
  async function attempt(call: UpstreamCall, token: string): Promise<Response> {
    return sendRequest(options, {
      ...call,
      headers: { accept: 'application/json', ...call.headers, authorization: `Bearer ${token}` },
    });
  }

  return async (call) => {
    let token = await options.tokens.getToken();
    let response = await attempt(call, token);
    if (response.status === 401) {
      await response.body?.cancel();
      options.tokens.invalidate(token);
      token = await options.tokens.getToken();
      response = await attempt(call, token);
    }
    if (!response.ok) throw await toUpstreamError(response, call, [options.clientSecret, token]);
    return response;
  };
}
