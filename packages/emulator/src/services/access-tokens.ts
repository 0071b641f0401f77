import type { TokenRequest, TokenResponse } from '@plugboard/schema/upstream';
import { addSeconds, type Clock } from '../clock.ts';
import type { Database } from '../db/open-database.ts';
import { ApiError } from '../errors.ts';
import { randomToken } from '../random-token.ts';
import { type ClientCredentials, isClient } from './client-credentials.ts';

/** The scope every token carries: the emulator has no permission model (docs/internals/upstream-api.md §5.5: "not shown"). */
const TOKEN_SCOPE = 'connected_accounts tools';

export type TokenCheck = 'valid' | 'unknown' | 'expired';

export interface AccessTokenService {
  /** docs/internals/upstream-api.md §4.1: the client-credentials grant. */
  issue(request: TokenRequest): Promise<TokenResponse>;
  check(token: string): Promise<TokenCheck>;
}

export function createAccessTokenService(deps: {
  db: Database;
  clock: Clock;
  credentials: ClientCredentials;
  ttlSeconds: number;
}): AccessTokenService {
  const { db, clock, credentials, ttlSeconds } = deps;
  // Every API request checks its token, and tokens never change once issued: read each once.
  const expiries = new Map<string, Date>();
  return {
    async issue(request) {
      if (!isClient(credentials, request.client_id, request.client_secret))
        throw new ApiError('UNAUTHENTICATED', 'The client_id or client_secret is wrong.');
      const token = randomToken(32);
      await db.query(
        'INSERT INTO access_tokens (token, client_id, expires_at) VALUES ($1, $2, $3)',
        [token, request.client_id, addSeconds(clock.now(), ttlSeconds)],
      );
      return {
        access_token: token,
        token_type: 'Bearer',
        expires_in: ttlSeconds,
        scope: TOKEN_SCOPE,
      };
    },

    async check(token) {
      let expiresAt = expiries.get(token);
      if (expiresAt === undefined) {
        const { rows } = await db.query<{ expires_at: Date }>(
          'SELECT expires_at FROM access_tokens WHERE token = $1',
          [token],
        );
        expiresAt = rows[0]?.expires_at;
        if (expiresAt === undefined) return 'unknown';
        expiries.set(token, expiresAt);
      }
      return expiresAt > clock.now() ? 'valid' : 'expired';
    },
  };
}
