import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createPlugboard, type SessionUser } from '@plugboard/server';
import { toExpress } from '@plugboard/server/express';
import { createMcpEndpoint } from '@plugboard/server/mcp';
import type { LanguageModel } from 'ai';
import express, { type Express, type Request, type Response } from 'express';
import { z } from 'zod';
import { EXAMPLE_ALLOWED_TOOLS } from './allowed-tools.ts';
import { allowLongRequest } from './bounded-server.ts';
import { chatRoute } from './chat/chat-route.ts';
import { createScriptedModel } from './chat/scripted-model.ts';
import { DEMO_ORGANIZATION, DEMO_USERS, type DemoUser, findDemoUser } from './demo-users.ts';
import { type ExampleMcpOAuth, exampleMcpOptions, exampleMcpTokenStore } from './mcp-endpoint.ts';
import { securityHeaders } from './security-headers.ts';
import type { SessionCookies } from './session-cookie.ts';
import type { Upstream } from './upstream.ts';

export interface ExampleAppOptions {
  /** Where browsers reach this app, e.g. `http://127.0.0.1:3000`. */
  origin: string;
  upstream: Upstream;
  session: SessionCookies;
  /** The built front end (`vite build` output). */
  clientDir: string;
  /** The model of the "Ask Acme" chat; the offline scripted model by default. */
  chatModel?: LanguageModel;
  /** The MCP endpoint's OAuth authorization server, when the upstream has one. */
  mcpOAuth?: ExampleMcpOAuth | undefined;
}

const signInSchema = z.strictObject({ userId: z.string().min(1) });

function sendError(res: Response, status: number, code: string, message: string) {
  res.status(status).json({ error: { code, message, status } });
}

/**
 * The host app of the demo: a cookie session with a demo sign-in, Plugboard's BFF mounted at
 * /api/plugboard, and the built React front end.
 */
export function createExampleApp({
  origin,
  upstream,
  session,
  clientDir,
  chatModel = createScriptedModel(),
  mcpOAuth,
}: ExampleAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders);

  const currentUser = (req: Request) => {
    const userId = session.read(req.headers.cookie);
    return userId ? (findDemoUser(userId) ?? null) : null;
  };
  // Who the BFF and the chat act for: the demo user's email, in Acme when the upstream holds it.
  const sessionUserOf = (user: DemoUser): SessionUser =>
    upstream.organizationId === undefined
      ? { identifier: user.email }
      : {
          identifier: user.email,
          organizationId: upstream.organizationId,
          organizationName: DEMO_ORGANIZATION.name,
        };

  const plugboard = createPlugboard({
    resolveUser: async (req: Request) => {
      const user = currentUser(req);
      return user ? sessionUserOf(user) : null;
    },
    upstream: {
      baseUrl: upstream.baseUrl,
      clientId: upstream.clientId,
      clientSecret: upstream.clientSecret,
    },
    // A connect link opened signed out comes to the sign-in page, then back to the link
    // (client/routes.ts, SIGN_IN_PATH).
    app: { url: origin, signInUrl: '/sign-in' },
    tools: { allowed: EXAMPLE_ALLOWED_TOOLS },
    accounts: {
      // Acme's warehouse is the company's: Grace, the admin, connects it once and every member's
      // tools use it; members see it shared and cannot disconnect it.
      ownership: { warehouse: 'organization' },
      canManageOrganizationAccounts: (user) =>
        DEMO_USERS.some(
          (demo) => demo.email === user.identifier && demo.organizationRole === 'admin',
        ),
    },
    // The upstream's webhooks in at /api/plugboard/webhooks, out to every tab at /api/plugboard/events.
    events: { webhooks: { secret: upstream.webhookSecret } },
    stores: { mcpTokens: exampleMcpTokenStore() },
    mcp: {
      ...exampleMcpOptions(
        origin,
        mcpOAuth === undefined ? undefined : { settings: mcpOAuth, sessionUserOf },
      ),
      // The connect link's pages wear the app's font and colors (client/app.css).
      connectLinkPages: {
        appearance: {
          fontFamily:
            "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
          light: {
            background: '#f6f7fb',
            surface: '#ffffff',
            text: '#141823',
            textMuted: '#5b6475',
            border: '#e3e6ee',
            primary: '#4f46e5',
            primaryText: '#ffffff',
          },
          dark: {
            background: '#0e1117',
            surface: '#161b24',
            text: '#e8ebf2',
            textMuted: '#9aa3b5',
            border: '#2a3140',
            primary: '#8b83ff',
            primaryText: '#0e1117',
          },
        },
      },
    },
  });
  // Event streams and an MCP session's notification stream live as long as the tab or the client:
  // they outlast the server's answer deadline, and shutdown still ends them (docs/time-limits.md).
  app.use(['/api/plugboard/events', '/mcp'], (_req, res, next) => {
    allowLongRequest(res);
    next();
  });
  app.use('/api/plugboard', toExpress(plugboard));
  upstream.subscribeWebhooks(origin);
  app.use(toExpress(createMcpEndpoint(plugboard)));

  app.get('/api/session', (req, res) => {
    res.set('Cache-Control', 'no-store').json({ user: currentUser(req), demoUsers: DEMO_USERS });
  });

  // A JSON body cannot be sent cross-site without a CORS preflight this app never grants, and a
  // present Origin must be our own: together they keep other sites from signing visitors in or out.
  const sameOriginJson = express.Router();
  sameOriginJson.use((req, res, next) => {
    if (req.headers.origin && req.headers.origin !== origin) {
      sendError(res, 403, 'CROSS_SITE_REQUEST', `Requests must come from ${origin}.`);
      return;
    }
    next();
  });

  sameOriginJson.post('/api/session', express.json({ limit: '1kb' }), (req, res) => {
    if (!req.is('application/json')) {
      sendError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the sign-in as application/json.');
      return;
    }
    const parsed = signInSchema.safeParse(req.body);
    const user = parsed.success ? findDemoUser(parsed.data.userId) : undefined;
    if (!user) {
      sendError(
        res,
        400,
        'UNKNOWN_DEMO_USER',
        `userId must be one of ${DEMO_USERS.map((u) => u.id).join(', ')}.`,
      );
      return;
    }
    res.set('Set-Cookie', session.issue(user.id)).json({ user });
  });

  // The "Ask Acme" chat: its tools run as the session user, the same one the BFF resolves.
  sameOriginJson.post(
    '/api/chat',
    // A model's streamed answer may outlast the server's answer deadline; shutdown still ends it.
    (_req, res, next) => {
      allowLongRequest(res);
      next();
    },
    express.json({ limit: '1mb' }),
    chatRoute({
      plugboard,
      model: chatModel,
      userOf: (req) => {
        const user = currentUser(req);
        return user ? sessionUserOf(user) : null;
      },
    }),
  );

  sameOriginJson.delete('/api/session', (_req, res) => {
    res.set('Set-Cookie', session.clear()).status(204).end();
  });
  app.use(sameOriginJson);

  app.use('/api', (_req, res) => sendError(res, 404, 'NOT_FOUND', 'No such API route.'));
  // Clients probe well-known documents (the root's protected resource metadata, OAuth and OpenID
  // discovery) to decide how to sign in: the page would read as a malformed document, a 404 as none.
  app.use('/.well-known', (req, res) =>
    sendError(
      res,
      404,
      'NOT_FOUND',
      `This app serves no ${req.originalUrl.split('?')[0]}; its MCP endpoint's metadata is /.well-known/oauth-protected-resource/mcp.`,
    ),
  );

  const indexHtml = join(clientDir, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(
      `The front end is not built: ${indexHtml} is missing. Run \`pnpm --filter @plugboard/example build\`.`,
    );
  }
  app.use(express.static(clientDir, { index: false }));
  // The front end routes by path (/, /connect/callback), so every other GET gets the page.
  app.get('/{*path}', (_req, res) => res.sendFile(indexHtml));

  return app;
}
