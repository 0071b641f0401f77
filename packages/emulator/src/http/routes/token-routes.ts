import { tokenRequestSchema } from '@plugboard/schema/upstream';
import { Router } from 'express';
import type { AccessTokenService } from '../../services/access-tokens.ts';
import { basicCredentials } from '../basic-credentials.ts';
import { parseInput } from '../parse-input.ts';

/** docs/internals/upstream-api.md §4.1: POST /oauth/token, form-encoded, the client in the body or in HTTP Basic. */
export function tokenRoutes(tokens: AccessTokenService): Router {
  const router = Router();
  router.post('/oauth/token', async (req, res) => {
    const request = parseInput(
      tokenRequestSchema,
      { ...req.body, ...basicCredentials(req) },
      'token request',
    );
    res.set('Cache-Control', 'no-store').json(await tokens.issue(request));
  });
  return router;
}
