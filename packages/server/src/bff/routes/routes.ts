import { eventsRoute } from '../../events/events-route.ts';
import { webhooksRoute } from '../../events/webhooks-route.ts';
import { accountActivityRoute } from './account-activity-route.ts';
import { accountPermissionsRoute } from './account-permissions-route.ts';
import { connectorsRoute } from './connectors-route.ts';
import { createLinkRoute } from './create-link-route.ts';
import { deleteAccountRoute } from './delete-account-route.ts';
import { executeToolRoute } from './execute-tool-route.ts';
import { listAccountsRoute } from './list-accounts-route.ts';
import { mcpConnectPageStyleRoute } from './mcp-connect-page-style-route.ts';
import { mcpConnectRoute } from './mcp-connect-route.ts';
import {
  createMcpTokenRoute,
  listMcpTokensRoute,
  revokeMcpTokenRoute,
  updateMcpTokenRoute,
} from './mcp-token-routes.ts';
import { proxyRoute } from './proxy-route.ts';
import type { Route } from './route.ts';
import { toolsRoute } from './tools-route.ts';
import { updateAccountRoute } from './update-account-route.ts';
import { verifyRoute } from './verify-route.ts';

/** The BFF contract (docs/internals/bff-contract.md), one entry per route. */
export const ROUTES: readonly Route[] = [
  connectorsRoute,
  listAccountsRoute,
  createLinkRoute,
  verifyRoute,
  updateAccountRoute,
  deleteAccountRoute,
  accountPermissionsRoute,
  accountActivityRoute,
  toolsRoute,
  executeToolRoute,
  proxyRoute,
  listMcpTokensRoute,
  createMcpTokenRoute,
  updateMcpTokenRoute,
  revokeMcpTokenRoute,
  mcpConnectRoute,
  mcpConnectPageStyleRoute,
  eventsRoute,
  webhooksRoute,
];
