import { randomUUID } from 'node:crypto';
import { connectorIdSchema } from '@plugboard/schema';
import type { McpConnectionAuthState } from '@plugboard/schema/upstream';
import { createAuthorizationLink } from '../bff/authorization-link.ts';
import type { SharedCore } from '../bff/shared-core.ts';
import { formatIssues } from '../common/format-issues.ts';
import { type SessionUser, sessionUserSchema } from '../common/session-user.ts';

/** One connection of the virtual MCP server, as the session user's account stands on it. */
export interface McpSessionAccount {
  /** The connection's name in the configuration (a Plugboard connector id). */
  connection: string;
  /** The account's status upstream (`ACTIVE`, `PENDING_AUTH`, `EXPIRED`…). */
  status: string;
  /**
   * Where the user authorizes the connection: on connections that are not ACTIVE, of connectors
   * the handler offers (for an organization's account, when the user may manage it).
   */
  authorization_link?: string;
}

/**
 * What `plugboard.hostedMcp.prepareSession` found: a session to hand to an agent runtime, or the
 * connections the user must authorize first (no token is minted until every one is ACTIVE).
 */
export type McpSessionPreparation =
  | {
      status: 'ready';
      /** The configuration's static MCP server URL (Streamable HTTP). */
      url: string;
      /** The bearer session token, bound to the configuration and the user; keep it server-side. */
      token: string;
      /** RFC 3339: when the token stops working. */
      expires_at: string;
      accounts: McpSessionAccount[];
    }
  | { status: 'authorization_required'; url: string; accounts: McpSessionAccount[] };

/** `plugboard.hostedMcp.prepareSession`'s options. */
export interface PrepareMcpSessionOptions {
  /** The user the agent runs as, as your `resolveUser` answers it: never a caller's choice. */
  user: SessionUser;
  /** The virtual MCP server's configuration id (`cfg_…`). */
  configId: string;
  /** The token's lifetime in seconds, 60 to 86 400; the service's default (1 hour) when left out. */
  expirySeconds?: number;
  /** Stops the upstream calls when it fires. */
  signal?: AbortSignal;
  /** Sent upstream and logged; a random one by default. */
  requestId?: string;
}

/**
 * For a background or scheduled agent: checks the session user's accounts on a virtual MCP
 * server's connections and, when all are ACTIVE, mints its session token, so the host hands
 * `{ url, token }` to an agent runtime it runs itself. The identifier is the session user's, or
 * the organization's on connectors `accountOwnership` makes organization-owned; a configuration
 * that mixes both cannot be served by one token and is refused. Inactive connections come back
 * with authorization links made as POST /links makes them (the user returns through the app's
 * `verifyCallbackUrl`; an organization's account only for those who may manage it; connectors
 * the handler does not offer get none), and no token is minted.
 *
 * @example
 * ```ts
 * const session = await plugboard.hostedMcp.prepareSession({ user, configId: 'cfg_123' });
 * if (session.status === 'ready') {
 *   await runAgent({ mcpServer: { url: session.url, headers: { Authorization: `Bearer ${session.token}` } } });
 * } else {
 *   await notify(user, session.accounts.filter((account) => account.authorization_link));
 * }
 * ```
 */
export async function prepareMcpSession(
  core: SharedCore,
  options: PrepareMcpSessionOptions,
): Promise<McpSessionPreparation> {
  const { services } = core;
  const parsedUser = sessionUserSchema.safeParse(options.user);
  if (!parsedUser.success) {
    throw new TypeError(
      `hostedMcp.prepareSession: user: ${formatIssues(parsedUser.error.issues).join('; ')}`,
    );
  }
  const user = parsedUser.data;
  const { upstream, accounts, settings } = services;
  const callOptions = { requestId: options.requestId ?? randomUUID(), signal: options.signal };
  const config = await upstream.getMcpConfig({ config_id: options.configId }, callOptions);

  const identifiers = new Set(
    config.connection_tool_mappings.map(({ connection_name }) => {
      const connector = connectorIdSchema.safeParse(connection_name);
      return connector.success
        ? accounts.ownerFor(user, connector.data).identifier
        : user.identifier;
    }),
  );
  if (identifiers.size > 1) {
    throw new TypeError(
      `hostedMcp.prepareSession: configuration ${config.id} mixes organization-owned and user-owned connections; one session token carries one identifier, so split it into two configurations.`,
    );
  }
  const identifier = [...identifiers][0] ?? user.identifier;
  const current = await upstream.listMcpConnectedAccounts(
    { config_id: config.id, identifier },
    callOptions,
  );
  if (current.connected_accounts.every(isActive)) {
    const minted = await upstream.createMcpSessionToken(
      {
        mcp_config_id: config.id,
        identifier,
        ...(options.expirySeconds !== undefined && { expiry: `${options.expirySeconds}s` }),
      },
      callOptions,
    );
    return {
      status: 'ready',
      url: config.mcp_server_url,
      token: minted.token,
      expires_at: minted.expires_at,
      accounts: current.connected_accounts.map((state) => toAccount(state, undefined)),
    };
  }
  const linkFor = async (state: McpConnectionAuthState): Promise<string | undefined> => {
    const connector = connectorIdSchema.safeParse(state.connection_name);
    if (isActive(state) || !connector.success) return undefined;
    if (!settings.connectors.includes(connector.data)) return undefined;
    const owner = accounts.ownerFor(user, connector.data);
    if (owner.kind === 'organization' && !(await accounts.mayManage(user))) return undefined;
    const { link } = await createAuthorizationLink(
      services,
      user,
      connector.data,
      callOptions.requestId,
    );
    return link;
  };
  return {
    status: 'authorization_required',
    url: config.mcp_server_url,
    accounts: await Promise.all(
      current.connected_accounts.map(async (state) => toAccount(state, await linkFor(state))),
    ),
  };
}

function isActive(state: McpConnectionAuthState): boolean {
  return state.connected_account_status === 'ACTIVE';
}

function toAccount(state: McpConnectionAuthState, link: string | undefined): McpSessionAccount {
  return {
    connection: state.connection_name,
    status: state.connected_account_status || 'NOT_CONNECTED',
    ...(link !== undefined && { authorization_link: link }),
  };
}
