import type { VerifyRequest, VerifyResponse } from '@plugboard/schema';
import type { BffClient } from './bff-client.ts';
import { readCallbackParams } from './callback-params.ts';
import { announceConnectMessage } from './connect-channel.ts';
import { isClientErrorCode, toPlugboardError } from './plugboard-error.ts';
import { recallVerified, rememberVerified } from './verified-callback.ts';

// One verification per auth request for the page's lifetime: StrictMode runs effects twice and an
// auth_request_id is single-use upstream (docs/internals/upstream-api.md §4.2: 404 once consumed).
// A failed attempt is forgotten so that a retry sends a new request. A reload of the page finds a
// successful answer in verified-callback.ts instead of sending the spent state again.
const attempts = new Map<string, Promise<VerifyResponse>>();

/**
 * Verifies the callback described by `search` once, then announces the outcome to the page that
 * started the flow (connect-channel.ts). Resolves with the BFF's answer: the now-ACTIVE account,
 * and the `return_to` a same-tab flow was started with.
 */
export function verifyCallback(
  client: BffClient,
  search: string,
  win: Window,
): Promise<VerifyResponse> {
  const key = `${client.baseUrl} ${search}`;
  const attempt =
    attempts.get(key) ??
    Promise.resolve(search)
      .then(readCallbackParams)
      .then((request) => recallVerified(win, request) ?? verifyAndRemember(client, request, win))
      .then(
        (answer) => {
          announceConnectMessage({ type: 'plugboard:connected', account: answer.account }, win);
          return answer;
        },
        (error: unknown) => {
          attempts.delete(key);
          const failure = toPlugboardError(error);
          // A passing failure (network lost, upstream busy) is retried on this page, which offers
          // Retry: the page that started the flow keeps waiting rather than ending it in an error
          // while the retry may still connect. Closing this window tells that page as usual.
          if (failure.recovery === 'retry') throw failure;
          announceConnectMessage(
            {
              type: 'plugboard:connect-failed',
              // The message's schema carries BFF codes only; browser-side causes end as a failed
              // verify.
              code: isClientErrorCode(failure.code) ? 'VERIFY_FAILED' : failure.code,
              message: failure.message,
            },
            win,
          );
          throw failure;
        },
      );
  attempts.set(key, attempt);
  return attempt;
}

async function verifyAndRemember(
  client: BffClient,
  request: VerifyRequest,
  win: Window,
): Promise<VerifyResponse> {
  const answer = await client.verify(request);
  rememberVerified(win, request, answer);
  return answer;
}
