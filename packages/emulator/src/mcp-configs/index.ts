import type { Clock } from '../clock.ts';
import type { AuthRequestService } from '../services/auth-requests.ts';
import type { ConnectedAccountService } from '../services/connected-accounts.ts';
import type { StoreWrites } from '../store/memory-store.ts';
import { createMcpAccountStates, type McpAccountStates } from './mcp-account-states.ts';
import { createMcpConfigStore, type McpConfigStore } from './mcp-config-store.ts';
import { createMcpSessionTokens, type McpSessionTokens } from './mcp-session-tokens.ts';

export { mcpConfigRoutes } from './mcp-config-routes.ts';
export { mcpConnectedRoutes } from './mcp-connected-routes.ts';
export { mcpServerRoutes } from './mcp-server-routes.ts';

/** The virtual MCP servers' services, as the app's routes take them. */
export interface McpConfigServices {
  mcpConfigs: McpConfigStore;
  mcpAccountStates: McpAccountStates;
  mcpSessionTokens: McpSessionTokens;
}

export function createMcpConfigServices(deps: {
  store: StoreWrites;
  clock: Clock;
  accounts: ConnectedAccountService;
  authRequests: AuthRequestService;
  baseUrl: string;
}): McpConfigServices {
  const mcpConfigs = createMcpConfigStore(deps);
  return {
    mcpConfigs,
    mcpAccountStates: createMcpAccountStates({ ...deps, configs: mcpConfigs }),
    mcpSessionTokens: createMcpSessionTokens({ ...deps, configs: mcpConfigs }),
  };
}
