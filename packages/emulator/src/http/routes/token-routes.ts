import { tokenRequestSchema } from '@plugboard/schema';
import express, { type Request, Router } from 'express';
import type { AccessTokenService } from '../../services/access-tokens.ts';
import { parseInput } from '../parse-input.ts';

/** core-api.md 4.1: POST /oauth/token, form-encoded, the client in the body or in HTTP Basic. */
export function tokenRoutes(tokens: AccessTokenService): Router {
  const router = Router();
  router.post('/oauth/token', express.urlencoded({ extended: false }), async (req, res) => {
    const request = parseInput(
      tokenRequestSchema,
      { ...req.body, ...basicClient(req) },
      'token request',
    );
    res.set('Cache-Control', 'no-store').json(await tokens.issue(request));
  });
  return router;
}

/** RFC 6749 2.3.1: `Basic base64(urlencode(id):urlencode(secret))`; nothing when absent. */
function basicClient(req: Request): { client_id: string; client_secret: string } | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  if (match?.[1] === undefined) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return {
    client_id: formDecode(decoded.slice(0, colon)),
    client_secret: formDecode(decoded.slice(colon + 1)),
  };
}

/** Percent-decoding that leaves a malformed value as sent, so it fails the credential check, not the server. */
function formDecode(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
}
