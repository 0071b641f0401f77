import { mergedHeaders } from '../common/merged-headers.ts';
import { toUpstreamError } from './read-response.ts';
import type { SecretRegistry } from './secret-registry.ts';
import {
  isReplayable,
  isSuccess,
  type SendContext,
  sendRequest,
  type UpstreamCall,
} from './send-request.ts';
import { type RetryContext, sendWithRetries } from './send-with-retries.ts';
import type { TokenManager } from './token-manager.ts';
import type { UpstreamAnswer } from './transport.ts';

// Hot path (docs/internals/server.md §"Hot path"): every BFF request runs this module, so it builds no
// object with a spread followed by more entries and no object literal with a getter: on Node 20's
// V8 both outlive young-generation GCs and lengthen every pause. bench/bff-overhead.bench.ts
// guards it.

const ACCEPT_JSON = { accept: 'application/json' };

export interface AuthorizedSendOptions extends SendContext, RetryContext {
  tokens: TokenManager;
  secrets: SecretRegistry;
}

/** Sends a call with `Authorization: Bearer …` and answers only a 2xx response. */
export type AuthorizedSend = (call: UpstreamCall) => Promise<UpstreamAnswer>;

/**
 * docs/internals/upstream-api.md §4: every endpoint needs the bearer token and answers 401 when it is invalid. A 401
 * can mean the upstream revoked or expired the token before we expected, so the call is sent once
 * more with a fresh token (when its body can be sent again); a second 401 is a real failure.
 * Around that, idempotent calls are retried on transient failures ({@link sendWithRetries}).
 */
export function createAuthorizedSend(options: AuthorizedSendOptions): AuthorizedSend {
  function withToken(call: UpstreamCall, token: string): Promise<UpstreamAnswer> {
    const headers = mergedHeaders(ACCEPT_JSON, call.headers, { authorization: `Bearer ${token}` });
    return sendRequest(options, Object.assign({}, call, { headers }));
  }

  async function attempt(call: UpstreamCall): Promise<UpstreamAnswer> {
    const token = await options.tokens.getToken(call.requestId);
    const answer = await withToken(call, token);
    if (answer.status !== 401 || !isReplayable(call)) return answer;
    await answer.discard();
    options.tokens.invalidate(token);
    return withToken(call, await options.tokens.getToken(call.requestId));
  }

  return async (call) => {
    const answer = await sendWithRetries(options, call, () => attempt(call));
    if (!isSuccess(answer))
      throw await toUpstreamError(answer, call, options.secrets, options.now());
    return answer;
  };
}
