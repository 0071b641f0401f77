import {
  type CreateMcpSessionTokenRequest,
  MCP_SESSION_TOKEN_EXPIRY,
  type McpSessionTokenResponse,
} from '@plugboard/schema/upstream';
import { type CryptoKey, errors, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import { ApiError } from '../errors.ts';
import type { ConnectedAccountService } from '../services/connected-accounts.ts';
import type { McpConfigStore, StoredMcpConfig } from './mcp-config-store.ts';
import { mcpServerUrl } from './mcp-server-url.ts';

/** What a session token stands for once checked: whose accounts, on which configuration. */
export interface McpSession {
  identifier: string;
  config: StoredMcpConfig;
}

export interface McpSessionTokens {
  /** POST /api/v1/mcp/configs/{mcp_config_id}/tokens. */
  mint(configId: string, request: CreateMcpSessionTokenRequest): Promise<McpSessionTokenResponse>;
  /**
   * The session `token` opens on the server with `serverId`; UNAUTHENTICATED for none, a bad
   * signature, an expired one (emulator clock), another server's, or one whose configuration was
   * deleted since.
   */
  authenticate(token: string | undefined, serverId: string): Promise<McpSession>;
}

/** The published token's `token_type`, which tells it from every other JWT of the environment. */
const TOKEN_TYPE = 'mcp_session';

const claimsSchema = z.object({
  sub: z.string().min(1),
  mcp_cfg: z.string().min(1),
  token_type: z.literal(TOKEN_TYPE),
});

const KEY_ID = 'plugboard-emulator-mcp';

/** The 401 a virtual MCP server answers, its reason for the WWW-Authenticate header. */
export class McpUnauthorized extends ApiError {
  constructor(message: string) {
    super('UNAUTHENTICATED', message);
    this.name = 'McpUnauthorized';
  }
}

/**
 * Session tokens as the service publishes them: RS256 JWTs, `sub` the identifier, `aud` the
 * configuration's server URL, `mcp_cfg` and `ca_ids` (the resolved connected accounts). The
 * signing key is made on the first mint, so emulators that never mint pay nothing for it.
 */
export function createMcpSessionTokens(deps: {
  configs: McpConfigStore;
  accounts: ConnectedAccountService;
  clock: Clock;
  baseUrl: string;
}): McpSessionTokens {
  const { configs, accounts, clock, baseUrl } = deps;
  let keys: Promise<{ publicKey: CryptoKey; privateKey: CryptoKey }> | undefined;
  const signingKeys = () => {
    keys ??= generateKeyPair('RS256');
    return keys;
  };

  /** The identifier's ACTIVE account on each connection; 400 naming every one that has none. */
  async function activeAccountIds(config: StoredMcpConfig, identifier: string): Promise<string[]> {
    if (config.mappings.length === 0) {
      throw new ApiError(
        'INVALID_ARGUMENT',
        `MCP configuration ${config.id} has no connections; add connection_tool_mappings first.`,
        'MCP_CONFIG_WITHOUT_CONNECTIONS',
      );
    }
    const ids: string[] = [];
    const missing: string[] = [];
    for (const { connector } of config.mappings) {
      const account = await accounts.findByKey({ connector, identifier }, null);
      if (account?.status === 'ACTIVE') ids.push(account.id);
      else missing.push(`${connector} (${account?.status ?? 'no account'})`);
    }
    if (missing.length > 0) {
      throw new ApiError(
        'INVALID_ARGUMENT',
        `"${identifier}" has no ACTIVE connected account on: ${missing.join(', ')}. Check them with POST /api/v1/mcp/configs/${config.id}/connected_accounts and include_auth_link, and have the user authorize.`,
        'CONNECTED_ACCOUNT_NOT_ACTIVE',
      );
    }
    return ids;
  }

  return {
    async mint(configId, { identifier, expiry }) {
      const config = await configs.get(configId);
      const ca_ids = await activeAccountIds(config, identifier);
      const seconds =
        expiry === undefined ? MCP_SESSION_TOKEN_EXPIRY.default : Number.parseFloat(expiry);
      const issuedAt = clock.now();
      const expiresAt = new Date(issuedAt.getTime() + seconds * 1000);
      const { privateKey } = await signingKeys();
      const token = await new SignJWT({ mcp_cfg: config.id, ca_ids, token_type: TOKEN_TYPE })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
        .setIssuer(baseUrl)
        .setSubject(identifier)
        .setAudience(mcpServerUrl(baseUrl, config.server_id))
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(privateKey);
      return { token, expires_at: expiresAt.toISOString() };
    },

    async authenticate(token, serverId) {
      if (token === undefined) {
        throw new McpUnauthorized(
          'This MCP server needs Authorization: Bearer <session token> from POST /api/v1/mcp/configs/{mcp_config_id}/tokens.',
        );
      }
      const { publicKey } = await signingKeys();
      const verified = await jwtVerify(token, publicKey, {
        algorithms: ['RS256'],
        issuer: baseUrl,
        audience: mcpServerUrl(baseUrl, serverId),
        currentDate: clock.now(),
      }).catch((error: unknown) => {
        throw new McpUnauthorized(refusal(error));
      });
      const claims = claimsSchema.safeParse(verified.payload);
      if (!claims.success) throw new McpUnauthorized('The token is not an MCP session token.');
      const config = await configs.find(claims.data.mcp_cfg);
      if (config === undefined) {
        throw new McpUnauthorized(
          'The MCP configuration this token was minted for was deleted; its sessions ended with it.',
        );
      }
      return { identifier: claims.data.sub, config };
    },
  };
}

/** Why jose refused a token, in words that say what to do. */
function refusal(error: unknown): string {
  if (error instanceof errors.JWTExpired) {
    return 'The session token has expired; mint a new one before the next agent run.';
  }
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') {
    return "The session token was minted for another MCP server; use that configuration's mcp_server_url or mint one for this.";
  }
  return 'The session token is not one this environment issued.';
}
