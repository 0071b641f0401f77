import type {
  AccountListItem,
  AccountsPage,
  AccountsQuery,
  ConnectorsResponse,
  CreateLinkRequest,
  CreateLinkResponse,
  ToolAccount,
  ToolExecutionRequest,
  ToolExecutionResponse,
  ToolName,
  ToolsResponse,
  UpdateAccountRequest,
  VerifyRequest,
  VerifyResponse,
} from '@plugboard/schema';
import type { ToolResult } from '@plugboard/schema/results';
import { type BffRequest, type FetchLike, sendBffRequest } from './bff-request.ts';

export type { BffRequest };

export interface BffClientOptions {
  /** URL the host mounted the Plugboard handler at, relative or absolute. Default `/api/plugboard`. */
  baseUrl?: string;
  /** Replaces the global `fetch`, e.g. to add headers in tests or non-browser runtimes. */
  fetch?: FetchLike;
}

/**
 * A streamed answer of POST /tools/execute (docs/connectors.md §4.5: websearch_chat_completions
 * with `stream: true`; docs/internals/chat-stream.md §3): the server-sent `chat.completion.chunk` events,
 * not yet read, in place of the parsed result.
 *
 * @example
 * ```ts
 * const answer = await client.executeTool({ tool_name: 'websearch_chat_completions', params });
 * if (answer.data instanceof ReadableStream) render(<ChatStream stream={answer.data} />);
 * ```
 */
export interface ToolAnswerStream {
  data: ReadableStream<Uint8Array>;
  /** The BFF's `x-execution-id` header. */
  execution_id: string | undefined;
}

/**
 * What POST /tools/execute answers: the parsed result with the account it ran on, or a stream
 * for a streamed chat.
 */
export type UntypedToolAnswer = ToolExecutionResponse | ToolAnswerStream;

/**
 * A run's parsed answer: the tool's result (docs/tool-results.md), its execution id and the
 * session user's account it ran on.
 */
interface ToolResultAnswer<Name extends ToolName> {
  data: ToolResult<Name>;
  execution_id: string;
  account: ToolAccount;
}

/**
 * What a run of the tool `Name` answers: its result, typed by the tool
 * (`@plugboard/schema/results`), or for the one tool that can stream (websearch_chat_completions
 * with `stream: true`) possibly the unread server-sent events. A name outside this version's
 * catalog answers the untyped `UntypedToolAnswer`.
 *
 * @example
 * const answer: ToolAnswer<'websearch_chat_completions'> | undefined = await execute(params);
 */
export type ToolAnswer<Name extends string> = Name extends ToolName
  ? Name extends 'websearch_chat_completions'
    ? ToolResultAnswer<Name> | ToolAnswerStream
    : ToolResultAnswer<Name>
  : UntypedToolAnswer;

/** Typed methods for each route of the BFF contract (docs/internals/bff-contract.md). */
export interface BffClient {
  /** The base URL with no trailing slash; also the cache namespace of the hooks. */
  readonly baseUrl: string;
  /**
   * One request to the BFF as the typed methods make it: for the routes of the other entries
   * (`@plugboard/react/accounts`), whose code only the pages that use them load.
   */
  send<T>(request: BffRequest): Promise<T>;
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
  /**
   * PATCH /accounts/:id: rename one of the session user's accounts, or make it the default of its
   * connector; answers the account as the list shows it now.
   */
  updateAccount(id: string, request: UpdateAccountRequest): Promise<AccountListItem>;
  /** GET /tools: the tools the browser may run, with the JSON Schema of their params. */
  listTools(): Promise<ToolsResponse>;
  /**
   * POST /tools/execute: run one allowed tool with one of the session user's accounts (the one
   * `account` names, else the connector's default). `signal` aborts the request, and the stream
   * of a streamed answer with it.
   */
  executeTool<Name extends string>(
    request: ToolExecutionRequest & { tool_name: Name },
    signal?: AbortSignal,
  ): Promise<ToolAnswer<Name>>;
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
  // docs/internals/bff-contract.md: where the host mounts the Plugboard handler unless told otherwise.
  const baseUrl = (options.baseUrl ?? '/api/plugboard').replace(/\/+$/, '');
  // Called through a wrapper: a detached `window.fetch` throws "Illegal invocation".
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const send = <T>(request: BffRequest) => sendBffRequest(fetchFn, baseUrl, request) as Promise<T>;

  return {
    baseUrl,
    send,
    listConnectors: () =>
      send({ method: 'GET', path: '/connectors', member: 'connectors', type: 'list' }),
    listAccounts: ({ page_token, query } = {}) => {
      const search = new URLSearchParams();
      if (page_token) search.set('page_token', page_token);
      if (query) search.set('query', query);
      return send({ method: 'GET', path: `/accounts?${search}`, member: 'accounts', type: 'list' });
    },
    createLink: (body) =>
      send({ method: 'POST', path: '/links', body, member: 'link', type: 'string' }),
    verify: (body) => send({ method: 'POST', path: '/verify', body, member: 'account' }),
    deleteAccount: (id) => send({ method: 'DELETE', path: `/accounts/${encodeURIComponent(id)}` }),
    // The answer is the account itself, so its `id` is what tells it from a host's fallback page.
    updateAccount: (id, body) =>
      send({
        method: 'PATCH',
        path: `/accounts/${encodeURIComponent(id)}`,
        body,
        member: 'id',
        type: 'string',
      }),
    listTools: () => send({ method: 'GET', path: '/tools', member: 'tools', type: 'list' }),
    executeTool: (body, signal) =>
      send({ method: 'POST', path: '/tools/execute', body, member: 'data', signal }),
  };
}
