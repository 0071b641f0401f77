import type { TokenRequest, TokenResponse } from '@plugboard/schema/upstream';
import { addSeconds, type Clock } from '../clock.ts';
import { ApiError } from '../errors.ts';
import { randomToken } from '../random-token.ts';
import type { StoreWrites } from '../store/memory-store.ts';
import { type ClientCredentials, isClient } from './client-credentials.ts';

/** The scope every token carries: the emulator has no permission model (docs/internals/upstream-api.md §5.5: "not shown"). */
const TOKEN_SCOPE = 'connected_accounts tools';

/** The store's table of issued tokens, by token. */
export const ACCESS_TOKENS = 'access_tokens';

export type TokenCheck = 'valid' | 'unknown' | 'expired';

export interface AccessTokenService {
  /** docs/internals/upstream-api.md §4.1: the client-credentials grant. */
  issue(request: TokenRequest): Promise<TokenResponse>;
  check(token: string): Promise<TokenCheck>;
}

export function createAccessTokenService(deps: {
  store: StoreWrites;
  clock: Clock;
  credentials: ClientCredentials;
  ttlSeconds: number;
}): AccessTokenService {
  const { store, clock, credentials, ttlSeconds } = deps;
  return {
    async issue(request) {
      if (!isClient(credentials, request.client_id, request.client_secret))
        throw new ApiError('UNAUTHENTICATED', 'The client_id or client_secret is wrong.');
      const token = randomToken(32);
      store.put(ACCESS_TOKENS, token, {
        client_id: request.client_id,
        expires_at: addSeconds(clock.now(), ttlSeconds).getTime(),
      });
      return {
        access_token: token,
        token_type: 'Bearer',
        expires_in: ttlSeconds,
        scope: TOKEN_SCOPE,
      };
    },

    async check(token) {
      const issued = store.get<{ expires_at: number }>(ACCESS_TOKENS, token);
      if (issued === undefined) return 'unknown';
      return issued.expires_at > clock.now().getTime() ? 'valid' : 'expired';
    },
  };
}
