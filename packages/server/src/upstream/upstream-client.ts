import {
  type AccountSelector,
  accountSelectorSchema,
  type ConnectedAccount,
  type ConnectedAccountList,
  type CreateConnectedAccountRequest,
  connectedAccountListSchema,
  connectedAccountResponseSchema,
  createConnectedAccountRequestSchema,
  type ExecuteToolRequest,
  type ExecuteToolResponse,
  executeToolRequestSchema,
  executeToolResponseSchema,
  getTool,
  type ListConnectedAccountsQuery,
  listConnectedAccountsQuerySchema,
  type MagicLinkRequest,
  type MagicLinkResponse,
  magicLinkRequestSchema,
  magicLinkResponseSchema,
  type ProxyRequest,
  proxyRequestSchema,
  type UserVerifyRequest,
  type UserVerifyResponse,
  userVerifyRequestSchema,
  userVerifyResponseSchema,
} from '@plugboard/schema';
import { z } from 'zod';
import { formatIssues, requiredMessage } from '../shared/format-issues.ts';
import { createLogger, type Logger } from '../shared/logger.ts';
import { requestIdSchema } from '../shared/request-id.ts';
import { createAuthorizedSend } from './authorized-send.ts';
import { readBody } from './read-response.ts';
import { createSecretRegistry, type SecretRegistry } from './secret-registry.ts';
import type { UpstreamCall } from './send-request.ts';
import { createTokenManager } from './token-manager.ts';
import {
  type UpstreamClientOptions,
  type UpstreamClientSettings,
  upstreamClientOptionsSchema,
} from './upstream-client-options.ts';

const callOptionsSchema = z.object({ requestId: requestIdSchema.optional() });

/**
 * Per-call options of every {@link UpstreamClient} method.
 *
 * @example
 * ```ts
 * await upstream.listConnectedAccounts({ identifier }, { requestId: req.get('x-request-id') });
 * ```
 */
export type UpstreamCallOptions = z.input<typeof callOptionsSchema>;

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
 * Typed calls to the connected-account endpoints of core-api.md 4.2 and 4.4 and to the proxy of
 * connector-tools.md 4.6. `options.requestId` is sent as `X-Request-Id` and logged with the call.
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
  /** POST /api/v1/execute_tool: runs a tool with a connected account's credentials. */
  executeTool(
    request: ExecuteToolRequest,
    options?: UpstreamCallOptions,
  ): Promise<ExecuteToolResponse>;
  /**
   * `{method} /proxy{path}`: a request to a proxy connector (the document library) with the
   * account's token injected upstream. Answers the upstream's 2xx response for the caller to read
   * (its body streams); an error status throws. Read or cancel the body.
   */
  proxy(request: ProxyRequest, body?: ProxyBody, options?: UpstreamCallOptions): Promise<Response>;
}

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
 * import { createUpstreamClient } from '@plugboard/server';
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
  return createClientFromSettings(
    parsed.data,
    secrets,
    createLogger(parsed.data.logger, secrets.redact),
  );
}

/**
 * The client for checked settings. The BFF handler builds its client here, sharing `secrets` and
 * the scrubbing `logger` with its own log lines.
 */
export function createClientFromSettings(
  settings: UpstreamClientSettings,
  secrets: SecretRegistry,
  logger: Logger,
): UpstreamClient {
  const context = {
    baseUrl: settings.baseUrl,
    fetch: settings.fetch ?? globalThis.fetch,
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

  async function call<S extends z.ZodType>(request: UpstreamCall, schema: S): Promise<z.output<S>> {
    return readBody(await send(request), request, schema);
  }

  function requestIdOf(method: string, callOptions: UpstreamCallOptions = {}) {
    return parseArgument(method, callOptionsSchema, callOptions).requestId;
  }

  return {
    async listConnectedAccounts(filter = {}, callOptions) {
      const method = 'listConnectedAccounts';
      const query = parseArgument(method, listConnectedAccountsQuerySchema, filter);
      return call(
        {
          method: 'GET',
          path: '/api/v1/connected_accounts',
          query,
          idempotent: true,
          requestId: requestIdOf(method, callOptions),
        },
        connectedAccountListSchema,
      );
    },
    async createConnectedAccount(request, callOptions) {
      const method = 'createConnectedAccount';
      const body = parseArgument(method, createConnectedAccountRequestSchema, request);
      const answer = await call(
        {
          method: 'POST',
          path: '/api/v1/connected_accounts',
          ...jsonBody(body),
          idempotent: false,
          requestId: requestIdOf(method, callOptions),
        },
        connectedAccountResponseSchema,
      );
      return answer.connected_account;
    },
    async getConnectedAccount(selector, callOptions) {
      const method = 'getConnectedAccount';
      const query = parseArgument(method, accountSelectorSchema, selector);
      const answer = await call(
        {
          method: 'GET',
          path: '/api/v1/connected_accounts/auth',
          query,
          idempotent: true,
          requestId: requestIdOf(method, callOptions),
        },
        connectedAccountResponseSchema,
      );
      return answer.connected_account;
    },
    async deleteConnectedAccount(selector, callOptions) {
      const method = 'deleteConnectedAccount';
      const body = parseArgument(method, accountSelectorSchema, selector);
      // core-api.md 3: deleting removes the account; deleting it again changes nothing more, so
      // the call is idempotent in effect (a retry may answer 404 for an account already gone).
      const response = await send({
        method: 'POST',
        path: '/api/v1/connected_accounts:delete',
        ...jsonBody(body),
        idempotent: true,
        requestId: requestIdOf(method, callOptions),
      });
      // core-api.md 4.2: "200 empty", so there is no body to parse.
      await response.body?.cancel();
    },
    async createMagicLink(request, callOptions) {
      const method = 'createMagicLink';
      const body = parseArgument(method, magicLinkRequestSchema, request);
      return call(
        {
          method: 'POST',
          path: '/api/v1/connected_accounts/magic_link',
          ...jsonBody(body),
          // Each call opens another auth request (and may create the account): never repeated
          // here; a caller that retries looks for the account first, as POST /links does.
          idempotent: false,
          requestId: requestIdOf(method, callOptions),
        },
        magicLinkResponseSchema,
      );
    },
    async verifyUser(request, callOptions) {
      const method = 'verifyUser';
      const body = parseArgument(method, userVerifyRequestSchema, request);
      return call(
        {
          method: 'POST',
          path: '/api/v1/connected_accounts/user/verify',
          ...jsonBody(body),
          // core-api.md 3: verify consumes the auth request; a second call answers 404.
          idempotent: false,
          requestId: requestIdOf(method, callOptions),
        },
        userVerifyResponseSchema,
      );
    },
    async executeTool(request, callOptions) {
      const method = 'executeTool';
      const body = parseArgument(method, executeToolRequestSchema, request);
      return call(
        {
          method: 'POST',
          path: '/api/v1/execute_tool',
          ...jsonBody(body),
          // A tool that only reads can run twice with the effect of once; one that writes cannot.
          idempotent: getTool(body.tool_name)?.effect === 'read',
          requestId: requestIdOf(method, callOptions),
        },
        executeToolResponseSchema,
      );
    },
    async proxy(request, body, callOptions) {
      const method = 'proxy';
      const target = parseArgument(method, proxyRequestSchema, request);
      return send({
        method: target.method,
        path: `/proxy${target.path}`,
        query: target.query_params,
        headers: {
          ...target.headers,
          // result-shapes.md (doclib): these headers name the account whose token is injected.
          connection_name: target.connection_name,
          identifier: target.identifier,
          ...(target.organization_id !== undefined && { organization_id: target.organization_id }),
          ...(target.user_id !== undefined && { user_id: target.user_id }),
        },
        body,
        idempotent: IDEMPOTENT_METHODS.has(target.method),
        requestId: requestIdOf(method, callOptions),
      });
    },
  };
}

function jsonBody(body: unknown): Pick<UpstreamCall, 'headers' | 'body'> {
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

function parseArgument<S extends z.ZodType>(
  method: string,
  schema: S,
  value: unknown,
): z.output<S> {
  const parsed = schema.safeParse(value, { error: requiredMessage });
  if (parsed.success) return parsed.data;
  throw new TypeError(`${method}: ${formatIssues(parsed.error.issues).join('; ')}`);
}
