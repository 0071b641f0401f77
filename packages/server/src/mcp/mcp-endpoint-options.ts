import {
  type ConnectorId,
  connectorIdSchema,
  isToolName,
  type McpToolScope,
  type ToolName,
} from '@plugboard/schema';
import { z } from 'zod';
import { formatIssues, requiredMessage } from '../common/format-issues.ts';
import type { SessionUser } from '../common/session-user.ts';
import { defaultHostsOf } from './caller/loopback-aliases.ts';

const isFunction = (value: unknown) => typeof value === 'function';

/**
 * Turns a bearer token of the host's own OAuth authorization server into the session user, or
 * `null` when the token is not valid (expired, wrong audience, revoked): then the client gets 401.
 * Answer `{ user, toolScope }` to limit what the client sees (from the token's granted scopes, with
 * `mcpToolScopeOfOAuthScopes`); a bare user discovers every tool.
 *
 * @example
 * ```ts
 * const verifyAccessToken: VerifyAccessToken = async (token) => {
 *   const claims = await verifyJwt(token, { audience: 'https://app.example.com/mcp' });
 *   return claims ? { identifier: claims.email, organizationId: claims.org } : null;
 * };
 * ```
 */
export type VerifyAccessToken = (
  token: string,
) => Promise<VerifyAccessTokenAnswer | null> | VerifyAccessTokenAnswer | null;

/** What `verifyAccessToken` answers for a valid token: its user, alone or with a tool scope. */
export type VerifyAccessTokenAnswer = SessionUser | { user: SessionUser; toolScope: McpToolScope };

const optionsSchema = z.object({
  endpoint: z.url({
    protocol: /^https?$/,
    error:
      'must be the absolute http(s) URL the MCP endpoint is reached at, such as https://app.example.com/mcp',
  }),
  verifyAccessToken: z
    .custom<VerifyAccessToken>(isFunction, 'must be a function (token) => SessionUser | null')
    .optional(),
  authorizationServers: z.array(z.url()).min(1).optional(),
  scopesSupported: z
    .array(
      z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]+$/, 'must be one scope token (RFC 6749 §3.3)'),
    )
    .min(1)
    .optional(),
  tools: z
    .array(z.string().refine(isToolName, 'must be the name of a tool of the catalog'))
    .min(1)
    .optional(),
  appViews: z.partialRecord(connectorIdSchema, z.string().min(1)).default({}),
  allowUnconfirmedWrites: z.boolean().default(false),
  allowedOrigins: z.array(z.string().min(1)).optional(),
  allowedHosts: z.array(z.string().min(1)).optional(),
  connectBaseUrl: z.url({ protocol: /^https?$/ }).optional(),
  maxBodyBytes: z.number().int().min(1_024).max(4_194_304).default(262_144),
  sessionIdleMs: z
    .number()
    .int()
    .min(10_000)
    .default(30 * 60_000),
  maxSessions: z.number().int().min(1).default(10_000),
  connectPollMs: z.number().int().min(100).default(2_000),
  connectWaitMs: z.number().int().min(0).max(55_000).default(30_000),
  serverName: z.string().min(1).default('plugboard'),
});

/**
 * The MCP endpoint's settings, from `createPlugboard`'s `mcp` group. The endpoint shares the
 * instance's upstream client, allow-list, accounts, rate limits, activity trail and personal tokens.
 *
 * - `endpoint`: the public URL of the endpoint (the RFC 9728 `resource`).
 * - `verifyAccessToken` and `authorizationServers`: the host's own OAuth tokens, besides the
 *   personal tokens; the issuers go into the protected resource metadata.
 * - `scopesSupported`: the scopes the metadata advertises beside the authorization servers. The
 *   401 challenge's `scope`, which clients ask for first, names those that list no tools, so
 *   without `offline_access` a client gets no refresh token and its user signs in again when the
 *   access token expires. By default `offline_access` and `connector:<id>` for each connector of
 *   the endpoint's tools: a client asks for `offline_access` and discovers, and the user may add
 *   connectors on the consent page to have their tools listed (`mcpToolScopeOfOAuthScopes`);
 *   register them with the MCP server at the authorization server, which offers and grants only
 *   scopes it knows.
 * - `tools`: scopes this endpoint to a tool set (one per agent role); each must be allowed by the
 *   instance (`tools.allowed`). By default, every tool the instance allows.
 * - `appViews`: per connector, a complete HTML document (an MCP Apps view) its tools point at.
 * - `allowUnconfirmedWrites`: whether a write or delete may run for a client that cannot ask the
 *   user (no form elicitation); `false` by default: such a call is refused with an error result.
 * - `allowedOrigins`, `allowedHosts`: DNS rebinding protection; by default the endpoint's own
 *   (for a loopback endpoint, its loopback aliases localhost, 127.0.0.1 and [::1] at its port).
 * - `connectBaseUrl`: the absolute URL of the BFF's base path, where "connect to continue" links
 *   lead; by default the endpoint's origin and the instance's `app.basePath`.
 * - `connectWaitMs`: on 2026-07-28, how long the retry of a call that asked to connect waits for
 *   the account once the user accepted to open the link (clients retry right away, before the
 *   consent is done); 30 s by default, below clients' usual 60 s request timeout. `0` answers
 *   `input_required` again at once.
 *
 * @example
 * ```ts
 * const options: PlugboardMcpOptions = {
 *   endpoint: 'https://app.example.com/mcp',
 *   tools: ['crm_list_people', 'crm_create_task'],
 * };
 * ```
 */
export type PlugboardMcpOptions = Omit<z.input<typeof optionsSchema>, 'tools' | 'appViews'> & {
  tools?: readonly ToolName[];
  appViews?: Partial<Record<ConnectorId, string>>;
};

export type McpSettings = Omit<z.output<typeof optionsSchema>, 'tools'> & {
  tools: readonly ToolName[] | undefined;
  allowedOrigins: string[];
  allowedHosts: string[];
  connectBaseUrl: string | undefined;
};

/** Checks the options once and throws ONE error listing every bad setting. */
export function parseMcpOptions(options: PlugboardMcpOptions): McpSettings {
  const parsed = optionsSchema.safeParse(options, { error: requiredMessage });
  if (!parsed.success) {
    const lines = formatIssues(parsed.error.issues).map((line) => `  - ${line}`);
    throw new TypeError(`Invalid Plugboard MCP options:\n${lines.join('\n')}`);
  }
  const own = defaultHostsOf(new URL(parsed.data.endpoint));
  return {
    ...parsed.data,
    tools: options.tools,
    allowedOrigins: parsed.data.allowedOrigins ?? own.origins,
    allowedHosts: parsed.data.allowedHosts ?? own.hosts,
    connectBaseUrl: parsed.data.connectBaseUrl,
  };
}
