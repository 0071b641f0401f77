import {
  type AccountSelector,
  accountSelectorSchema,
  type ConnectedAccount,
  type ConnectedAccountList,
  type CreateConnectedAccountRequest,
  connectedAccountListSchema,
  connectedAccountResponseSchema,
  createConnectedAccountRequestSchema,
  type MagicLinkRequest,
  type MagicLinkResponse,
  magicLinkRequestSchema,
  magicLinkResponseSchema,
  type UserVerifyRequest,
  type UserVerifyResponse,
  userVerifyRequestSchema,
  userVerifyResponseSchema,
} from '@plugboard/schema';
import type { z } from 'zod';
import { formatIssues, requiredMessage } from '../shared/format-issues.ts';
import { createAuthorizedSend } from './authorized-send.ts';
import {
  type ExecuteToolRequest,
  type ExecuteToolResponse,
  executeToolRequestSchema,
  executeToolResponseSchema,
} from './execute-tool.ts';
import {
  type ListConnectedAccountsQuery,
  listConnectedAccountsQuerySchema,
} from './list-connected-accounts-query.ts';
import { readBody } from './read-response.ts';
import type { UpstreamCall } from './send-request.ts';
import { createTokenManager } from './token-manager.ts';
import {
  type UpstreamClientOptions,
  upstreamClientOptionsSchema,
} from './upstream-client-options.ts';

/** Typed calls to the connected-account endpoints of core-api.md 4.2 and 4.4. */
export interface UpstreamClient {
  /** GET /api/v1/connected_accounts: one page of accounts matching the filter. */
  listConnectedAccounts(filter?: ListConnectedAccountsQuery): Promise<ConnectedAccountList>;
  /** POST /api/v1/connected_accounts: 409 when the account already exists. */
  createConnectedAccount(request: CreateConnectedAccountRequest): Promise<ConnectedAccount>;
  /** GET /api/v1/connected_accounts/auth: full form, credentials included; keep it server-side. */
  getConnectedAccount(selector: AccountSelector): Promise<ConnectedAccount>;
  /** POST /api/v1/connected_accounts:delete: removes the account and revokes its credentials. */
  deleteConnectedAccount(selector: AccountSelector): Promise<void>;
  /** POST /api/v1/connected_accounts/magic_link: the authorization link for the end user. */
  createMagicLink(request: MagicLinkRequest): Promise<MagicLinkResponse>;
  /** POST /api/v1/connected_accounts/user/verify: 403 identifier mismatch, 404 no pending flow. */
  verifyUser(request: UserVerifyRequest): Promise<UserVerifyResponse>;
  /** POST /api/v1/execute_tool: runs a tool with a connected account's credentials. */
  executeTool(request: ExecuteToolRequest): Promise<ExecuteToolResponse>;
}

/**
 * A client for the hosted connected-account API that manages its own client-credentials token
 * (cached, refreshed ahead of expiry, one retry after a 401). Usable on its own from Node.
 * Failures throw {@link UpstreamError}; invalid arguments throw a `TypeError` naming the field.
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
  const settings = parsed.data;
  const context = {
    baseUrl: settings.baseUrl,
    fetch: settings.fetch ?? globalThis.fetch,
    timeoutMs: settings.timeoutMs,
  };
  const tokens = createTokenManager({
    ...context,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    now: settings.now ?? Date.now,
  });
  const send = createAuthorizedSend({ ...context, tokens, clientSecret: settings.clientSecret });

  async function call<S extends z.ZodType>(request: UpstreamCall, schema: S): Promise<z.output<S>> {
    return readBody(await send(request), request, schema);
  }

  return {
    async listConnectedAccounts(filter = {}) {
      const query = parseArgument(
        'listConnectedAccounts',
        listConnectedAccountsQuerySchema,
        filter,
      );
      return call(
        { method: 'GET', path: '/api/v1/connected_accounts', query },
        connectedAccountListSchema,
      );
    },
    async createConnectedAccount(request) {
      const body = parseArgument(
        'createConnectedAccount',
        createConnectedAccountRequestSchema,
        request,
      );
      const answer = await call(
        { method: 'POST', path: '/api/v1/connected_accounts', ...jsonBody(body) },
        connectedAccountResponseSchema,
      );
      return answer.connected_account;
    },
    async getConnectedAccount(selector) {
      const query = parseArgument('getConnectedAccount', accountSelectorSchema, selector);
      const answer = await call(
        { method: 'GET', path: '/api/v1/connected_accounts/auth', query },
        connectedAccountResponseSchema,
      );
      return answer.connected_account;
    },
    async deleteConnectedAccount(selector) {
      const body = parseArgument('deleteConnectedAccount', accountSelectorSchema, selector);
      // core-api.md 4.2: "200 empty", so there is no body to parse.
      const response = await send({
        method: 'POST',
        path: '/api/v1/connected_accounts:delete',
        ...jsonBody(body),
      });
      await response.body?.cancel();
    },
    async createMagicLink(request) {
      const body = parseArgument('createMagicLink', magicLinkRequestSchema, request);
      return call(
        { method: 'POST', path: '/api/v1/connected_accounts/magic_link', ...jsonBody(body) },
        magicLinkResponseSchema,
      );
    },
    async verifyUser(request) {
      const body = parseArgument('verifyUser', userVerifyRequestSchema, request);
      return call(
        { method: 'POST', path: '/api/v1/connected_accounts/user/verify', ...jsonBody(body) },
        userVerifyResponseSchema,
      );
    },
    async executeTool(request) {
      const body = parseArgument('executeTool', executeToolRequestSchema, request);
      return call(
        { method: 'POST', path: '/api/v1/execute_tool', ...jsonBody(body) },
        executeToolResponseSchema,
      );
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
