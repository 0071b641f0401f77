import { tokenRequestSchema, tokenResponseSchema } from '@plugboard/schema';
import { readBody, toUpstreamError } from './read-response.ts';
import { type SendContext, sendRequest, type UpstreamCall } from './send-request.ts';

/** Refresh this long before expiry, so a token never expires between check and use. */
const REFRESH_MARGIN_MS = 60_000;

export interface TokenManagerOptions extends SendContext {
  clientId: string;
  clientSecret: string;
  now: () => number;
}

/** Hands out the client-credentials access token (core-api.md 4.1, 5). */
export interface TokenManager {
  /** The cached token, or a fresh one when it is missing or about to expire. */
  getToken(): Promise<string>;
  /** Forgets `token` after the upstream rejected it (401); a newer cached token is kept. */
  invalidate(token: string): void;
}

interface CachedToken {
  value: string;
  refreshAt: number;
}

/**
 * One token per process, refreshed ahead of expiry. Single flight: callers that arrive while a
 * token request is under way share it instead of sending their own.
 */
export function createTokenManager(options: TokenManagerOptions): TokenManager {
  let cached: CachedToken | undefined;
  let inFlight: Promise<string> | undefined;

  async function requestToken(): Promise<string> {
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
    };
    const requestedAt = options.now();
    const response = await sendRequest(options, call);
    if (!response.ok) throw await toUpstreamError(response, call, [options.clientSecret]);
    const token = await readBody(response, call, tokenResponseSchema);
    const lifetimeMs = token.expires_in * 1000;
    // Short-lived tokens refresh at half their life rather than never being cached.
    const margin = Math.min(REFRESH_MARGIN_MS, lifetimeMs / 2);
    cached = { value: token.access_token, refreshAt: requestedAt + lifetimeMs - margin };
    return token.access_token;
  }

  return {
    getToken() {
      if (cached && options.now() < cached.refreshAt) return Promise.resolve(cached.value);
      inFlight ??= requestToken().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    invalidate(token) {
      if (cached?.value === token) cached = undefined;
    },
  };
}
