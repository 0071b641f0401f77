import type { ConnectorId } from '@plugboard/schema';
import type {
  ListMcpConnectedAccountsRequest,
  ListMcpConnectedAccountsResponse,
} from '@plugboard/schema/upstream';
import type { AuthRequestService } from '../services/auth-requests.ts';
import type { ConnectedAccountService } from '../services/connected-accounts.ts';
import { connectionFor } from '../services/connections.ts';
import type { McpConfigStore } from './mcp-config-store.ts';
import { MCP_CONNECTED_PATH } from './mcp-server-url.ts';

export interface McpAccountStates {
  /**
   * POST /api/v1/mcp/configs/{config_id}/connected_accounts: each connection's account for the
   * identifier; with `include_auth_link`, missing accounts are created and every connection gets
   * a fresh authorization link.
   */
  list(
    configId: string,
    request: ListMcpConnectedAccountsRequest,
  ): Promise<ListMcpConnectedAccountsResponse>;
  /** A fresh magic link for the identifier's account on `connector`, made when there is none. */
  authorizationLink(connector: ConnectorId, identifier: string): Promise<string>;
}

/**
 * A virtual MCP server's links carry no app callback: the service verifies the user itself. The
 * emulator sends the consent page back to its own verify page with the identifier as `state`
 * (docs/internals/upstream-api.md §"Virtual MCP servers"), which completes the flow as user verify would.
 */
export function createMcpAccountStates(deps: {
  configs: McpConfigStore;
  accounts: ConnectedAccountService;
  authRequests: AuthRequestService;
  baseUrl: string;
}): McpAccountStates {
  const { configs, accounts, authRequests, baseUrl } = deps;

  const states: McpAccountStates = {
    async list(configId, { identifier, include_auth_link }) {
      const config = await configs.get(configId);
      const connected_accounts = [];
      // One connection after another: a created account must exist before the next link's lookup.
      for (const { connector } of config.mappings) {
        const link = include_auth_link ? await states.authorizationLink(connector, identifier) : '';
        const account = await accounts.findByKey({ connector, identifier }, null);
        connected_accounts.push({
          connection_id: connectionFor(connector).id,
          connection_name: connector,
          provider: connector,
          connected_account_id: account?.id ?? '',
          connected_account_status: account?.status ?? '',
          authentication_link: link,
        });
      }
      return { connected_accounts };
    },

    async authorizationLink(connector, identifier) {
      const account = await accounts.findByKey({ connector, identifier }, null);
      const { link } = await authRequests.createLink({
        connector,
        identifier,
        id: account?.id,
        state: identifier,
        user_verify_url: `${baseUrl}${MCP_CONNECTED_PATH}`,
      });
      return link;
    },
  };
  return states;
}
