import express, { type Express } from 'express';
import type { DocumentLibrary } from '../connectors/doclib/index.ts';
import type { VideoPlatform } from '../connectors/video/index.ts';
import type { EmulatorControl } from '../control.ts';
import {
  type McpConfigServices,
  mcpConfigRoutes,
  mcpConnectedRoutes,
  mcpServerRoutes,
} from '../mcp-configs/index.ts';
import type { AuthorizationServer } from '../oauth/authorization-server.ts';
import { oauthControlRoutes } from '../oauth/oauth-control-routes.ts';
import { oauthRoutes } from '../oauth/oauth-routes.ts';
import { openApiRoutes } from '../openapi/openapi-routes.ts';
import type { AccessTokenService } from '../services/access-tokens.ts';
import type { AuthRequestService } from '../services/auth-requests.ts';
import type { ClientCredentials } from '../services/client-credentials.ts';
import type { ConnectedAccountService } from '../services/connected-accounts.ts';
import type { Directory } from '../services/directory.ts';
import type { FaultService } from '../services/faults.ts';
import type { PortalLinkService } from '../services/portal-links.ts';
import type { RateLimiter } from '../services/rate-limit.ts';
import type { ToolExecutionService } from '../services/tool-executions.ts';
import { webhookControlRoutes } from '../webhooks/webhook-routes.ts';
import { applyFaults } from './apply-faults.ts';
import { applyRateLimit } from './apply-rate-limit.ts';
import { denyFraming } from './deny-framing.ts';
import { errorHandler, notFound } from './error-handler.ts';
import { requireBearer } from './require-bearer.ts';
import { requireClient } from './require-client.ts';
import { adminPortalRoutes } from './routes/admin-portal-routes.ts';
import { connectedAccountRoutes } from './routes/connected-account-routes.ts';
import { connectionRoutes } from './routes/connection-routes.ts';
import { consentRoutes } from './routes/consent-routes.ts';
import { controlRoutes } from './routes/control-routes.ts';
import { dashboardRoutes } from './routes/dashboard-routes.ts';
import { downloadRoutes } from './routes/download-routes.ts';
import { executeToolRoutes } from './routes/execute-tool-routes.ts';
import { inviteRoutes } from './routes/invite-routes.ts';
import { membershipRoutes } from './routes/membership-routes.ts';
import { organizationRoutes } from './routes/organization-routes.ts';
import { portalLinkRoutes } from './routes/portal-link-routes.ts';
import { proxyRoutes } from './routes/proxy-routes.ts';
import { roleRoutes } from './routes/role-routes.ts';
import { tokenRoutes } from './routes/token-routes.ts';
import { toolListingRoutes } from './routes/tool-listing-routes.ts';
import { userRoutes } from './routes/user-routes.ts';
import { videoRoutes } from './routes/video-routes.ts';

export interface AppServices extends Directory, McpConfigServices {
  credentials: ClientCredentials;
  tokens: AccessTokenService;
  accounts: ConnectedAccountService;
  authRequests: AuthRequestService;
  faults: FaultService;
  control: EmulatorControl;
  executions: ToolExecutionService;
  portalLinks: PortalLinkService;
  rateLimiter: RateLimiter;
  library: DocumentLibrary;
  video: VideoPlatform;
  oauth: AuthorizationServer;
}

/**
 * The emulator's HTTP surface. The control API and the dashboard come before the fault middleware,
 * so a test can always lift the faults it injected, and so is the API's description (which no
 * fault should hide); everything after the fault middleware is the emulated upstream.
 */
export function createApp(services: AppServices): Express {
  const { credentials, tokens, control } = services;
  const app = express();
  app.disable('x-powered-by');
  app.use(denyFraming);
  // Proxied bodies stream through to the document library untouched: no parser reads them.
  app.use(/^(?!\/proxy(?:\/|$))/, express.json(), express.urlencoded({ extended: false }));
  app.use('/_emulator', requireClient(credentials), controlRoutes(control));
  app.use('/_emulator', requireClient(credentials), webhookControlRoutes(control.webhooks));
  app.use('/_emulator/oauth', requireClient(credentials), oauthControlRoutes(control.oauth));
  app.use(dashboardRoutes(services));
  app.use(openApiRoutes());
  app.use(applyFaults(services.faults));
  app.use(['/oauth/token', '/api/v1'], applyRateLimit(services.rateLimiter));
  app.use(oauthRoutes(services.oauth));
  app.use(tokenRoutes(tokens));
  app.use(consentRoutes({ ...services, clientId: credentials.clientId }));
  app.use(adminPortalRoutes(services));
  app.use(downloadRoutes(services.library));
  app.use(videoRoutes(services.video));
  app.use('/proxy', requireBearer(tokens), proxyRoutes(services));
  app.use(mcpServerRoutes(services), mcpConnectedRoutes(services));
  app.use(
    '/api/v1',
    requireBearer(tokens),
    connectedAccountRoutes(services),
    connectionRoutes(services),
    executeToolRoutes(services.executions),
    toolListingRoutes(services),
    organizationRoutes(services),
    portalLinkRoutes(services),
    roleRoutes(services),
    userRoutes(services),
    membershipRoutes(services),
    inviteRoutes(services),
    mcpConfigRoutes(services),
  );
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
