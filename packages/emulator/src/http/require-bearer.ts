import type { RequestHandler } from 'express';
import { ApiError } from '../errors.ts';
import type { AccessTokenService } from '../services/access-tokens.ts';

const BEARER = /^Bearer\s*(.*)$/i;

/** docs/internals/upstream-api.md §5: every /api/v1 route needs `Authorization: Bearer <token>` from POST /oauth/token. */
export function requireBearer(tokens: AccessTokenService): RequestHandler {
  return async (req, res, next) => {
    const token = BEARER.exec(req.get('authorization') ?? '')?.[1]?.trim() ?? '';
    res.set('WWW-Authenticate', 'Bearer');
    if (token === '') {
      // docs/internals/upstream-api.md §5.3: an empty token gets code 16 and a message saying so.
      throw new ApiError(
        'UNAUTHENTICATED',
        'The access token is empty. Send "Authorization: Bearer <token>" with a token from POST /oauth/token.',
      );
    }
    const check = await tokens.check(token);
    if (check === 'unknown') throw new ApiError('UNAUTHENTICATED', 'The access token is invalid.');
    if (check === 'expired') {
      throw new ApiError('UNAUTHENTICATED', 'The access token has expired; request a new one.');
    }
    res.removeHeader('WWW-Authenticate');
    next();
  };
}
