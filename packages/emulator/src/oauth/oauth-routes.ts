import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { messagePage } from '../http/pages/message-page.ts';
import type { AuthorizationServer, SignInAnswer } from './authorization-server.ts';
import { OAuthError } from './oauth-error.ts';
import { signInPage } from './sign-in-page.ts';

/** The grants the authorization server answers at the environment's shared token endpoint. */
const OAUTH_GRANTS = new Set(['authorization_code', 'refresh_token']);

// The page's one form: Cancel, or a user's button (`account`: the user id, then the organization
// after a space) with the scope boxes ticked, one `scope` field each.
const signInFormSchema = z.union([
  z.object({ decision: z.literal('deny') }),
  z.object({
    account: z.string().regex(/^\S+( \S+)?$/),
    scope: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((scope) => (scope === undefined ? [] : [scope].flat())),
  }),
]);

const SIGN_IN_PROBLEMS = {
  unknown: [
    404,
    'Sign-in not found',
    'This sign-in request does not exist. Start again from your app.',
  ],
  expired: [410, 'Sign-in expired', 'This sign-in request has expired. Start again from your app.'],
} as const;

/** The page may not be framed: a frame would let another site click "Sign in" for the user. */
function forbidFraming(res: Response): void {
  res.set('Content-Security-Policy', "frame-ancestors 'none'");
  res.set('X-Frame-Options', 'DENY');
  res.set('Cache-Control', 'no-store');
}

/**
 * Browser-based MCP clients read the metadata, register and fetch tokens from another origin;
 * none of these carries a cookie, so any origin may call them.
 */
function allowAnyOrigin(req: Request, res: Response, next: NextFunction): void {
  res.set('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') {
    res.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.set('Access-Control-Allow-Headers', 'Content-Type, Authorization, MCP-Protocol-Version');
    res.status(204).end();
    return;
  }
  next();
}

/**
 * The authorization server's public surface (docs/internals/upstream-api.md §"MCP authorization"): metadata,
 * keys, registration, the authorize endpoint and sign-in page, and the code and refresh grants at
 * the shared `/oauth/token` (other grants pass on to the API's client-credentials route).
 */
export function oauthRoutes(server: AuthorizationServer): Router {
  const router = Router();
  const metadataPaths = [
    '/.well-known/oauth-authorization-server/resources/:resourceId',
    '/resources/:resourceId/.well-known/oauth-authorization-server',
  ];
  router.use(
    ['/.well-known/oauth-authorization-server', '/resources/:resourceId', '/keys', '/oauth/token'],
    allowAnyOrigin,
  );

  router.get('/.well-known/oauth-authorization-server', (_req, res) => {
    res.json(server.metadata());
  });

  router.get(metadataPaths, (req, res) => {
    const resource = server.servers.byResource(String(req.params.resourceId));
    if (resource === undefined || resource.resourceId !== req.params.resourceId) {
      res.status(404).json({
        error: 'not_found',
        error_description: `No MCP server is registered as "${req.params.resourceId}".`,
      });
      return;
    }
    res.json(server.metadata(resource));
  });

  router.get('/keys', async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=60').json(await server.jwks());
  });

  router.post('/resources/:resourceId/client_register', (req, res) => {
    const resource = server.servers.byResource(req.params.resourceId);
    if (resource === undefined || resource.resourceId !== req.params.resourceId) {
      res.status(404).json({
        error: 'not_found',
        error_description: `No MCP server is registered as "${req.params.resourceId}".`,
      });
      return;
    }
    res.status(201).set('Cache-Control', 'no-store').json(server.clients.register(req.body));
  });

  router.get('/oauth/authorize', async (req, res) => {
    forbidFraming(res);
    const outcome = await server.authorize(req.query);
    res.redirect(302, outcome.location);
  });

  router.get('/oauth/sign-in/:id', async (req, res) => {
    forbidFraming(res);
    const found = await server.lookupSignIn(req.params.id);
    if (found.kind !== 'open') return sendProblem(res, found.kind);
    res.type('html').send(signInPage({ signInId: req.params.id, ...found }));
  });

  router.post('/oauth/sign-in/:id', express.urlencoded({ extended: false }), async (req, res) => {
    forbidFraming(res);
    const form = signInFormSchema.safeParse(req.body ?? {});
    if (!form.success) {
      res
        .status(400)
        .type('html')
        .send(messagePage('Choose who signs in', 'Use one of the buttons on the sign-in page.'));
      return;
    }
    const answer = 'decision' in form.data ? 'deny' : signInAnswerOf(form.data);
    const outcome = await server.answerSignIn(req.params.id, answer);
    if (outcome.kind !== 'redirect') return sendProblem(res, outcome.kind);
    res.redirect(303, outcome.location);
  });

  router.post('/oauth/token', async (req, res, next) => {
    const grantType = (req.body as { grant_type?: unknown } | undefined)?.grant_type;
    if (typeof grantType !== 'string' || !OAUTH_GRANTS.has(grantType)) return next();
    const tokens = await server.grants.exchange(req.body as Record<string, unknown>);
    res.set('Cache-Control', 'no-store').set('Pragma', 'no-cache').json(tokens);
  });

  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!(error instanceof OAuthError)) return next(error);
    if (req.path === '/oauth/authorize') {
      // RFC 6749 §4.1.2.1: without a trusted client and redirect URI, the user is told, not redirected.
      res
        .status(error.status === 401 ? 400 : error.status)
        .type('html')
        .send(messagePage('This app cannot sign you in', `${error.error}: ${error.message}`));
      return;
    }
    if (error.status === 401) res.set('WWW-Authenticate', 'Basic realm="oauth"');
    res.status(error.status).set('Cache-Control', 'no-store').json(error.toBody());
  });

  return router;
}

function signInAnswerOf(form: { account: string; scope: string[] }): SignInAnswer {
  const [user = '', organizationId] = form.account.split(' ');
  return organizationId === undefined
    ? { user, scopes: form.scope }
    : { user, organization_id: organizationId, scopes: form.scope };
}

function sendProblem(res: Response, kind: keyof typeof SIGN_IN_PROBLEMS): void {
  const [status, title, message] = SIGN_IN_PROBLEMS[kind];
  res.status(status).type('html').send(messagePage(title, message));
}
