import type { ExecuteToolResponse } from '@plugboard/schema';
import type {
  AccountSelector,
  ConnectedAccount,
  ConnectedAccountDetails,
  ConnectedAccountList,
  CreateConnectedAccountRequest,
  CreateMcpConfigRequest,
  CreateMcpSessionTokenRequest,
  ExecuteToolRequest,
  ListConnectedAccountsQuery,
  ListMcpConfigsQuery,
  ListMcpConnectedAccountsRequest,
  ListMcpConnectedAccountsResponse,
  ListScopedToolsQuery,
  ListScopedToolsResponse,
  MagicLinkRequest,
  MagicLinkResponse,
  McpConfig,
  McpConfigList,
  McpSessionTokenResponse,
  ProxyRequest,
  SearchConnectedAccountsQuery,
  UpdateConnectedAccountRequest,
  UpdateMcpConfigRequest,
  UserVerifyRequest,
  UserVerifyResponse,
} from '@plugboard/schema/upstream';
import type { z } from 'zod';
import { formatIssues, requiredMessage } from '../common/format-issues.ts';
import { createLogger, type Logger } from '../common/logger.ts';
import { mergedHeaders } from '../common/merged-headers.ts';
import { createAuthorizedSend } from './authorized-send.ts';
import type { UpstreamCallOptions } from './call-options.ts';
import { withCheckedArguments } from './checked-client.ts';
import { ENDPOINTS, type Endpoint } from './endpoints.ts';
import { createFetchTransport } from './fetch-transport.ts';
import { fillPath } from './path-params.ts';
import { readBody } from './read-response.ts';
import { createSecretRegistry, type SecretRegistry } from './secret-registry.ts';
import type { UpstreamCall } from './send-request.ts';
import { createTokenManager } from './token-manager.ts';
import { type ToolEventStream, toToolEventStream } from './tool-event-stream.ts';
import { isEventStreamType, type Transport } from './transport.ts';
import {
  type UpstreamClientOptions,
  type UpstreamClientSettings,
  upstreamClientOptionsSchema,
} from './upstream-client-options.ts';

// Hot path (docs/internals/server.md §"Hot path"): every BFF request runs this module, so it builds no
// object with a spread followed by more entries and no object literal with a getter: on Node 20's
// V8 both outlive young-generation GCs and lengthen every pause. bench/bff-overhead.bench.ts
// guards it.

type Endpoints = typeof ENDPOINTS;
type EndpointName = keyof Endpoints;

/**
 * The body of a proxied request: text or bytes (sent again on a retry) or a stream (sent once).
 *
 * @example
 * ```ts
 * const body: ProxyBody = file.stream();
 * await upstream.proxy({ connection_name: 'doclib', identifier, method: 'PUT', path }, body);
 * ```
 */
export type ProxyBody = string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;

/**
 * Typed calls to the connected-account endpoints of docs/internals/upstream-api.md §4.2 and §4.4 and to the proxy of
 * docs/connectors.md §4.6, one row each of the endpoint table (`endpoints.ts`) but the proxy.
 * `options.requestId` is sent as `X-Request-Id` and logged with the call; `options.signal` stops it.
 *
 * @example
 * ```ts
 * const upstream: UpstreamClient = createUpstreamClient(options);
 * await upstream.deleteConnectedAccount({ id: 'ca_123' });
 * ```
 */
export interface UpstreamClient {
  /** GET /api/v1/connected_accounts: one page of accounts matching the filter. */
  listConnectedAccounts(
    filter?: ListConnectedAccountsQuery,
    options?: UpstreamCallOptions,
  ): Promise<ConnectedAccountList>;
  /**
   * GET /api/v1/connected_accounts:search: one page of the accounts whose identifier, provider
   * or connector contains the text, case-insensitively, whoever owns them.
   */
  searchConnectedAccounts(
    query: SearchConnectedAccountsQuery,
    options?: UpstreamCallOptions,
  ): Promise<ConnectedAccountList>;
  /**
   * PUT /api/v1/connected_accounts: merges `api_config` into the account's (and changes only the
   * credential fields given). Answers nothing: the upstream's answer carries credentials.
   */
  updateConnectedAccount(
    request: UpdateConnectedAccountRequest,
    options?: UpstreamCallOptions,
  ): Promise<void>;
  /** POST /api/v1/connected_accounts: 409 when the account already exists. */
  createConnectedAccount(
    request: CreateConnectedAccountRequest,
    options?: UpstreamCallOptions,
  ): Promise<ConnectedAccount>;
  /** GET /api/v1/connected_accounts/auth: full form, credentials included; keep it server-side. */
  getConnectedAccount(
    selector: AccountSelector,
    options?: UpstreamCallOptions,
  ): Promise<ConnectedAccount>;
  /**
   * GET /api/v1/connected_accounts/details: the account's metadata (summary form and
   * `api_config`) without credentials. Use it wherever the credentials are not needed.
   */
  getConnectedAccountDetails(
    selector: AccountSelector,
    options?: UpstreamCallOptions,
  ): Promise<ConnectedAccountDetails>;
  /** POST /api/v1/connected_accounts:delete: removes the account and revokes its credentials. */
  deleteConnectedAccount(selector: AccountSelector, options?: UpstreamCallOptions): Promise<void>;
  /** POST /api/v1/connected_accounts/magic_link: the authorization link for the end user. */
  createMagicLink(
    request: MagicLinkRequest,
    options?: UpstreamCallOptions,
  ): Promise<MagicLinkResponse>;
  /** POST /api/v1/connected_accounts/user/verify: 403 identifier mismatch, 404 no pending flow. */
  verifyUser(
    request: UserVerifyRequest,
    options?: UpstreamCallOptions,
  ): Promise<UserVerifyResponse>;
  /**
   * GET /api/v1/tools/scoped: one page of the tools the identifier's ACTIVE accounts can run (for
   * a video tool, with the scopes it needs), each with its account; no credentials.
   */
  listScopedTools(
    query: ListScopedToolsQuery,
    options?: UpstreamCallOptions,
  ): Promise<ListScopedToolsResponse>;
  /**
   * POST /api/v1/execute_tool: runs a tool with a connected account's credentials. Answers its
   * `{data, execution_id}`, or a {@link ToolEventStream} when the tool streams (`'stream' in answer`).
   */
  executeTool(
    request: ExecuteToolRequest,
    options?: UpstreamCallOptions,
  ): Promise<ExecuteToolResponse | ToolEventStream>;
  /**
   * `{method} /proxy{path}`: a request to a proxy connector (the document library) with the
   * account's token injected upstream. Answers the upstream's 2xx response for the caller to read
   * (its body streams); an error status throws. Read or cancel the body.
   */
  proxy(request: ProxyRequest, body?: ProxyBody, options?: UpstreamCallOptions): Promise<Response>;
  /** GET /api/v1/mcp/configs: one page of virtual MCP server configurations (up to 30). */
  listMcpConfigs(
    query?: ListMcpConfigsQuery,
    options?: UpstreamCallOptions,
  ): Promise<McpConfigList>;
  /** POST /api/v1/mcp/configs: 409 when the name is taken; 400 for unknown connections or tools. */
  createMcpConfig(
    request: CreateMcpConfigRequest,
    options?: UpstreamCallOptions,
  ): Promise<McpConfig>;
  /** GET /api/v1/mcp/configs/{config_id}: 404 when there is none. */
  getMcpConfig(selector: { config_id: string }, options?: UpstreamCallOptions): Promise<McpConfig>;
  /** PUT /api/v1/mcp/configs/{config_id}: the description and/or mappings; the name is fixed. */
  updateMcpConfig(
    request: UpdateMcpConfigRequest & { config_id: string },
    options?: UpstreamCallOptions,
  ): Promise<McpConfig>;
  /** DELETE /api/v1/mcp/configs/{config_id}: its server URL and session tokens stop working. */
  deleteMcpConfig(selector: { config_id: string }, options?: UpstreamCallOptions): Promise<void>;
  /**
   * POST /api/v1/mcp/configs/{config_id}/connected_accounts: each connection's account for the
   * identifier; `include_auth_link` creates missing accounts and answers a fresh link for each.
   */
  listMcpConnectedAccounts(
    request: ListMcpConnectedAccountsRequest & { config_id: string },
    options?: UpstreamCallOptions,
  ): Promise<ListMcpConnectedAccountsResponse>;
  /**
   * POST /api/v1/mcp/configs/{mcp_config_id}/tokens: a short-lived session token for the
   * identifier; 400 when a connection has no ACTIVE account. Keep it server-side, like the secret.
   */
  createMcpSessionToken(
    request: CreateMcpSessionTokenRequest & { mcp_config_id: string },
    options?: UpstreamCallOptions,
  ): Promise<McpSessionTokenResponse>;
}

const JSON_BODY = { 'content-type': 'application/json' };

// HTTP methods whose repetition has the effect of one request (RFC 9110 9.2.2).
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'PUT', 'DELETE']);

/**
 * A client for the hosted connected-account API that manages its own client-credentials token:
 * one token request at a time, refreshed ahead of expiry, one more try with a fresh token after a
 * 401. Idempotent calls are retried on 429, 502, 503 and 504 with exponential backoff and jitter,
 * honouring `Retry-After`. Every attempt is bounded by `timeoutMs` and connections are kept alive.
 * Usable on its own from Node. Failures throw {@link UpstreamError}; invalid arguments throw a
 * `TypeError` naming the field.
 *
 * @example
 * ```ts
 * import { createUpstreamClient } from './upstream-client.ts';
 *
 * const upstream = createUpstreamClient({
 *   baseUrl: 'https://your-env.example.com',
 *   clientId: process.env.PLUGBOARD_CLIENT_ID!,
 *   clientSecret: process.env.PLUGBOARD_CLIENT_SECRET!,
 * });
 * const { connected_accounts } = await upstream.listConnectedAccounts({ identifier: 'ada@example.com' });
 * ```
 */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const parsed = upstreamClientOptionsSchema.safeParse(options, { error: requiredMessage });
  if (!parsed.success) {
    throw new TypeError(
      `Invalid upstream client options:\n${formatIssues(parsed.error.issues)
        .map((line) => `  - ${line}`)
        .join('\n')}`,
    );
  }
  const secrets = createSecretRegistry(parsed.data.clientSecret);
  return withCheckedArguments(
    createClientFromSettings(
      parsed.data,
      secrets,
      createLogger(parsed.data.logger, secrets.redact),
    ),
  );
}

/**
 * The client for checked settings, which trusts its arguments to be what their types say. The BFF
 * handler builds its client here, sharing `secrets` and the scrubbing `logger` with its own log
 * lines, and the transport its adapter chose; without one, calls go through `settings.fetch` or
 * the runtime's `fetch`. Its routes build every argument from input that already crossed a schema
 * (the browser's, `resolveUser`'s), so checking it again would only cost every request; a host's
 * own calls go through {@link createUpstreamClient}, which checks them.
 */
export function createClientFromSettings(
  settings: UpstreamClientSettings,
  secrets: SecretRegistry,
  logger: Logger,
  transport?: Transport,
): UpstreamClient {
  const context = {
    baseUrl: settings.baseUrl,
    transport: transport ?? createFetchTransport(settings.fetch ?? globalThis.fetch),
    timeoutMs: settings.timeoutMs,
    retry: settings.retry,
    logger,
    now: settings.now ?? Date.now,
  };
  const tokens = createTokenManager({
    ...context,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    secrets,
  });
  const send = createAuthorizedSend({ ...context, tokens, secrets });

  /** The call to the endpoint behind method `name`, as its row of the endpoint table says. */
  function callTo(
    name: EndpointName,
    value: unknown,
    { requestId, signal }: UpstreamCallOptions = {},
  ): UpstreamCall {
    const endpoint: Endpoint = ENDPOINTS[name];
    const { method } = endpoint;
    const idempotent = endpoint.idempotent(value);
    let path = endpoint.path;
    let sent = value;
    if (path.includes('{')) {
      const filled = fillPath(path, value as Record<string, unknown>);
      path = filled.path;
      sent = filled.rest;
    }
    // A GET or DELETE endpoint's argument schema is a flat object of query parameters.
    return method === 'GET' || method === 'DELETE'
      ? { method, path, query: sent as UpstreamCall['query'], idempotent, requestId, signal }
      : {
          method,
          path,
          headers: JSON_BODY,
          body: JSON.stringify(sent),
          idempotent,
          requestId,
          signal,
        };
  }

  /** Calls the endpoint behind method `name` and reads its answer with the endpoint's schema. */
  async function callEndpoint<N extends EndpointName>(
    name: N,
    argument: unknown,
    callOptions: UpstreamCallOptions | undefined,
  ): Promise<z.output<Endpoints[N]['answer']>> {
    const call = callTo(name, argument, callOptions);
    const body = await readBody(await send(call), call, ENDPOINTS[name].answer);
    // TypeScript cannot tie the row ENDPOINTS[name] to N (microsoft/TypeScript#30581); the answer
    // crossed that very row's schema.
    return body as z.output<Endpoints[N]['answer']>;
  }

  return {
    listConnectedAccounts: (filter = {}, options) =>
      callEndpoint('listConnectedAccounts', filter, options),
    searchConnectedAccounts: (query, options) =>
      callEndpoint('searchConnectedAccounts', query, options),
    async updateConnectedAccount(request, options) {
      await callEndpoint('updateConnectedAccount', request, options);
    },
    createConnectedAccount: async (request, options) =>
      (await callEndpoint('createConnectedAccount', request, options)).connected_account,
    getConnectedAccount: async (selector, options) =>
      (await callEndpoint('getConnectedAccount', selector, options)).connected_account,
    getConnectedAccountDetails: async (selector, options) =>
      (await callEndpoint('getConnectedAccountDetails', selector, options)).connected_account,
    async deleteConnectedAccount(selector, options) {
      await callEndpoint('deleteConnectedAccount', selector, options);
    },
    createMagicLink: (request, options) => callEndpoint('createMagicLink', request, options),
    listScopedTools: (query, options) => callEndpoint('listScopedTools', query, options),
    verifyUser: (request, options) => callEndpoint('verifyUser', request, options),
    async executeTool(request, options) {
      const call = callTo('executeTool', request, options);
      const answer = await send(call);
      return isEventStreamType(answer.header('content-type'))
        ? toToolEventStream(answer, call)
        : readBody(answer, call, ENDPOINTS.executeTool.answer);
    },
    listMcpConfigs: (query = {}, options) => callEndpoint('listMcpConfigs', query, options),
    createMcpConfig: async (request, options) =>
      (await callEndpoint('createMcpConfig', request, options)).config,
    getMcpConfig: async (selector, options) =>
      (await callEndpoint('getMcpConfig', selector, options)).config,
    updateMcpConfig: async (request, options) =>
      (await callEndpoint('updateMcpConfig', request, options)).config,
    async deleteMcpConfig(selector, options) {
      await callEndpoint('deleteMcpConfig', selector, options);
    },
    listMcpConnectedAccounts: (request, options) =>
      callEndpoint('listMcpConnectedAccounts', request, options),
    createMcpSessionToken: (request, options) =>
      callEndpoint('createMcpSessionToken', request, options),
    async proxy(target, body, { requestId, signal } = {}) {
      const answer = await send({
        method: target.method,
        path: `/proxy${target.path}`,
        query: target.query_params,
        // docs/tool-results.md §"doclib": these headers name the account whose token is injected.
        headers: mergedHeaders(
          target.headers,
          { connection_name: target.connection_name, identifier: target.identifier },
          target.organization_id !== undefined && { organization_id: target.organization_id },
          target.user_id !== undefined && { user_id: target.user_id },
        ),
        body,
        idempotent: IDEMPOTENT_METHODS.has(target.method),
        requestId,
        signal,
      });
      return answer.toResponse();
    },
  };
}
