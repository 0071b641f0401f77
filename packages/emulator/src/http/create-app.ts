import express, { type Express } from 'express';
import type { EmulatorControl } from '../control.ts';
import type { AccessTokenService } from '../services/access-tokens.ts';
import type { AuthRequestService } from '../services/auth-requests.ts';
import type { ClientCredentials } from '../services/client-credentials.ts';
import type { ConnectedAccountService } from '../services/connected-accounts.ts';
import type { FaultService } from '../services/faults.ts';
import { applyFaults } from './apply-faults.ts';
import { errorHandler, notFound } from './error-handler.ts';
import { requireBearer } from './require-bearer.ts';
import { requireClient } from './require-client.ts';
import { connectedAccountRoutes } from './routes/connected-account-routes.ts';
import { connectionRoutes } from './routes/connection-routes.ts';
import { consentRoutes } from './routes/consent-routes.ts';
import { controlRoutes } from './routes/control-routes.ts';
import { dashboardRoutes } from './routes/dashboard-routes.ts';
import { tokenRoutes } from './routes/token-routes.ts';

export interface AppServices {
  credentials: ClientCredentials;
  tokens: AccessTokenService;
  accounts: ConnectedAccountService;
  authRequests: AuthRequestService;
  faults: FaultService;
  control: EmulatorControl;
}

/**
 * The emulator's HTTP surface. The control API and the dashboard come before the fault middleware,
 * so a test can always lift the faults it injected; everything after it is the emulated upstream.
 */
export function createApp(services: AppServices): Express {
  const { credentials, tokens, control } = services;
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json(), express.urlencoded({ extended: false }));
  app.use('/_emulator', requireClient(credentials), controlRoutes(control));
  app.use(dashboardRoutes(services));
  app.use(applyFaults(services.faults));
  app.use(tokenRoutes(tokens));
  app.use(consentRoutes({ ...services, clientId: credentials.clientId }));
  app.use('/api/v1', requireBearer(tokens), connectedAccountRoutes(services), connectionRoutes());
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
