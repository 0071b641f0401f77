import type {
  AccountsPage,
  AccountsQuery,
  ConnectorsResponse,
  CreateLinkRequest,
  CreateLinkResponse,
  ToolExecutionRequest,
  ToolExecutionResponse,
  ToolsResponse,
  VerifyRequest,
  VerifyResponse,
} from '@plugboard/schema';
import { type FetchLike, sendBffRequest } from './bff-request.ts';
import { PlugboardError } from './plugboard-error.ts';
import { hasMember, type MemberType } from './shape-guards.ts';

/** Where the host mounts the Plugboard handler unless told otherwise (architecture.md). */
const DEFAULT_BASE_URL = '/api/plugboard';

export interface BffClientOptions {
  /** URL the host mounted the Plugboard handler at, relative or absolute. Default `/api/plugboard`. */
  baseUrl?: string;
  /** Replaces the global `fetch`, e.g. to add headers in tests or non-browser runtimes. */
  fetch?: FetchLike;
}

/** Typed methods for each route of the BFF contract (architecture.md, "The BFF contract"). */
export interface BffClient {
  /** The base URL with no trailing slash; also the cache namespace of the hooks. */
  readonly baseUrl: string;
  /** GET /connectors: the connectors the app offers. */
  listConnectors(): Promise<ConnectorsResponse>;
  /** GET /accounts: one page of the session user's connected accounts, optionally searched. */
  listAccounts(query?: AccountsQuery): Promise<AccountsPage>;
  /** POST /links: an authorization link for connecting (or reconnecting) a connector. */
  createLink(request: CreateLinkRequest): Promise<CreateLinkResponse>;
  /** POST /verify: finish a flow with what the callback page received. */
  verify(request: VerifyRequest): Promise<VerifyResponse>;
  /** DELETE /accounts/:id: disconnect, which revokes the credentials at the provider. */
  deleteAccount(id: string): Promise<void>;
  /** GET /tools: the tools the browser may run, with the JSON Schema of their params. */
  listTools(): Promise<ToolsResponse>;
  /** POST /tools/execute: run one allowed tool with the session user's account. */
  executeTool(request: ToolExecutionRequest): Promise<ToolExecutionResponse>;
}

/**
 * Creates a client for the Plugboard BFF. Errors are thrown as {@link PlugboardError}.
 * React apps get one from `<PlugboardProvider>`; use this directly outside React.
 *
 * @example
 * ```ts
 * const client = createBffClient({ baseUrl: '/api/plugboard' });
 * const { accounts } = await client.listAccounts();
 * ```
 */
export function createBffClient(options: BffClientOptions = {}): BffClient {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const custom = options.fetch;
  // Called through a wrapper: a detached `window.fetch` throws "Illegal invocation".
  const fetchFn: FetchLike = custom ?? ((input, init) => globalThis.fetch(input, init));

  /** One route: its answer must have `member` of `type` (shape-guards.ts `hasMember`). */
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    member: string,
    type: MemberType,
    body?: unknown,
  ): Promise<T> {
    const payload = await sendBffRequest(fetchFn, baseUrl, { method, path, body });
    if (hasMember(payload, member, type)) return payload as T;
    throw new PlugboardError(
      'INVALID_RESPONSE',
      `${method} ${baseUrl}${path} answered a body that does not match the Plugboard contract`,
    );
  }

  return {
    baseUrl,
    listConnectors: () => call('GET', '/connectors', 'connectors', 'list'),
    listAccounts: (query = {}) => {
      const params = new URLSearchParams();
      if (query.page_token) params.set('page_token', query.page_token);
      if (query.query) params.set('query', query.query);
      const search = params.toString();
      return call('GET', search ? `/accounts?${search}` : '/accounts', 'accounts', 'list');
    },
    createLink: (request) => call('POST', '/links', 'link', 'string', request),
    verify: (request) => call('POST', '/verify', 'account', 'record', request),
    deleteAccount: async (id) => {
      await sendBffRequest(fetchFn, baseUrl, {
        method: 'DELETE',
        path: `/accounts/${encodeURIComponent(id)}`,
      });
    },
    listTools: () => call('GET', '/tools', 'tools', 'list'),
    executeTool: (request) => call('POST', '/tools/execute', 'data', 'record', request),
  };
}
