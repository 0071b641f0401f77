import { tokenRequestSchema, tokenResponseSchema } from '@plugboard/schema/upstream';
import { readBody, toUpstreamError } from './read-response.ts';
import type { SecretRegistry } from './secret-registry.ts';
import { isSuccess, type SendContext, sendRequest, type UpstreamCall } from './send-request.ts';
import { type RetryContext, sendWithRetries } from './send-with-retries.ts';

/** Start refreshing this long before expiry (half the life of a shorter-lived token). */
const REFRESH_MARGIN_MS = 60_000;
/** Stop using a token this long before it expires, so it never expires between check and use. */
const EXPIRY_SAFETY_MS = 5_000;
/** After a failed refresh ahead of expiry, wait this long before trying again. */
const REFRESH_RETRY_MS = 5_000;

export interface TokenManagerOptions extends SendContext, RetryContext {
  clientId: string;
  clientSecret: string;
  secrets: SecretRegistry;
}

/** Hands out the client-credentials access token (docs/internals/upstream-api.md §4.1, §5). */
export interface TokenManager {
  /**
   * The cached token, or a fresh one when there is none that is still valid. `requestId` labels
   * the token request in the log when this call causes one.
   */
  getToken(requestId?: string): Promise<string>;
  /** Forgets `token` after the upstream rejected it (401); a newer cached token is kept. */
  invalidate(token: string): void;
}

interface CachedToken {
  value: string;
  /** From here on, a refresh runs in the background while the token is still handed out. */
  refreshAt: number;
  /** From here on, callers wait for a new token. */
  usableUntil: number;
}

/**
 * One token per process. Single flight: callers that arrive while a token request is under way
 * share it instead of sending their own. Ahead of expiry the token is refreshed in the background
 * while callers keep using the current one, so no request waits for a routine refresh.
 */
export function createTokenManager(options: TokenManagerOptions): TokenManager {
  let cached: CachedToken | undefined;
  let inFlight: Promise<string> | undefined;

  async function requestToken(requestId: string | undefined): Promise<string> {
    const form = tokenRequestSchema.parse({
      grant_type: 'client_credentials',
      client_id: options.clientId,
      client_secret: options.clientSecret,
    });
    const call: UpstreamCall = {
      method: 'POST',
      path: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      // Asking again for a client-credentials token has no effect beyond a new token.
      idempotent: true,
      requestId,
    };
    const requestedAt = options.now();
    const answer = await sendWithRetries(options, call, () => sendRequest(options, call));
    if (!isSuccess(answer))
      throw await toUpstreamError(answer, call, options.secrets, options.now());
    const token = await readBody(answer, call, tokenResponseSchema);
    options.secrets.addToken(token.access_token);
    const lifetimeMs = token.expires_in * 1000;
    const expiresAt = requestedAt + lifetimeMs;
    cached = {
      value: token.access_token,
      refreshAt: expiresAt - Math.min(REFRESH_MARGIN_MS, lifetimeMs / 2),
      usableUntil: expiresAt - Math.min(EXPIRY_SAFETY_MS, lifetimeMs / 4),
    };
    options.logger({
      level: 'info',
      event: 'upstream.token',
      message: `New access token, valid ${token.expires_in} s`,
      requestId,
    });
    return token.access_token;
  }

  function refresh(requestId: string | undefined): Promise<string> {
    inFlight ??= requestToken(requestId).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  return {
    getToken(requestId) {
      const now = options.now();
      const current = cached;
      if (current && now < current.refreshAt) return Promise.resolve(current.value);
      if (current && now < current.usableUntil) {
        refresh(requestId).catch((error: unknown) => {
          if (cached === current) {
            current.refreshAt = Math.min(current.usableUntil, options.now() + REFRESH_RETRY_MS);
          }
          options.logger({
            level: 'warn',
            event: 'upstream.token_failed',
            message: `Refreshing the access token ahead of expiry failed; the current one is kept: ${String(error instanceof Error ? error.message : error)}`,
            requestId,
          });
        });
        return Promise.resolve(current.value);
      }
      return refresh(requestId);
    },
    invalidate(token) {
      if (cached?.value === token) cached = undefined;
    },
  };
}
