import express, { type Express } from 'express';
import type { AccessTokenService } from '../services/access-tokens.ts';
import type { AuthRequestService } from '../services/auth-requests.ts';
import type { ConnectedAccountService } from '../services/connected-accounts.ts';
import { errorHandler, notFound } from './error-handler.ts';
import { requireBearer } from './require-bearer.ts';
import { connectedAccountRoutes } from './routes/connected-account-routes.ts';
import { connectionRoutes } from './routes/connection-routes.ts';
import { consentRoutes } from './routes/consent-routes.ts';
import { tokenRoutes } from './routes/token-routes.ts';

export interface AppServices {
  tokens: AccessTokenService;
  accounts: ConnectedAccountService;
  authRequests: AuthRequestService;
  clientId: string;
}

/** The emulator's HTTP surface: token, the bearer-guarded /api/v1 routes, consent pages. */
export function createApp(services: AppServices): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(tokenRoutes(services.tokens));
  app.use(consentRoutes(services));
  app.use(
    '/api/v1',
    requireBearer(services.tokens),
    express.json(),
    connectedAccountRoutes(services),
    connectionRoutes(),
  );
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
