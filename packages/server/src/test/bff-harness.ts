import type { ConnectedAccountSummary, ConnectorId, ToolExecutionRequest } from '@plugboard/schema';
import type { ConnectedAccount } from '@plugboard/schema/upstream';
import { answerConsent } from '@plugboard/test-kit';
import type { SharedCore } from '../bff/shared-core.ts';
import type { LogEntry } from '../common/logger.ts';
import type { SessionUser } from '../common/session-user.ts';
import {
  createPlugboard,
  instanceInternals,
  type Plugboard,
} from '../instance/create-plugboard.ts';
import type { PlugboardOptions } from '../instance/plugboard-options.ts';
import { createUpstreamClient } from '../upstream/upstream-client.ts';
import { ADA, TEST_USER_HEADER, userFromHeader } from './test-users.ts';
import type { EmulatorFixture } from './use-emulator.ts';

/** The host app's origin in handler tests; the callback page lives there. */
export const APP = 'https://app.example.com';

export interface SendOptions {
  user?: SessionUser | null;
  /** A JSON body, or raw text, bytes or a stream sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body, as loosely typed as `JSON.parse` answers: tests read whatever came back. */
  json: ReturnType<typeof JSON.parse>;
}

export interface TestBff {
  /** The emulator the BFF talks to. */
  readonly upstream: EmulatorFixture;
  /** The instance itself, for what takes one (the model tools, the MCP endpoint). */
  readonly plugboard: Plugboard;
  /** What the instance shares with its other parts, for tests of the MCP endpoint's core. */
  readonly shared: SharedCore;
  handle(request: Request): Promise<Response>;
  /** The request the browser client would send: same origin, X-Plugboard, JSON body. */
  request(method: string, path: string, options?: SendOptions): Request;
  /** Calls the BFF as the browser client would: same origin, X-Plugboard, JSON body. */
  send(method: string, path: string, options?: SendOptions): Promise<Answer>;
  /** Every log line the BFF wrote. */
  readonly log: LogEntry[];
  /** Every failure handed to `onError`. */
  readonly errors: unknown[];
  /** Every answer body, to look for leaks. */
  readonly bodies: string[];
}

/**
 * A fetch-API BFF against the test emulator, the session user read from the `x-test-user`
 * header, with logs, errors and answers recorded.
 */
export function createTestBff(
  upstream: EmulatorFixture,
  overrides: Partial<PlugboardOptions> = {},
): TestBff {
  const log: LogEntry[] = [];
  const errors: unknown[] = [];
  const bodies: string[] = [];
  const { upstream: upstreamOverrides, app, ...rest } = overrides;
  const plugboard = createPlugboard({
    resolveUser: (request) => userFromHeader(request.headers.get(TEST_USER_HEADER)),
    onError: (error) => errors.push(error),
    logger: (entry) => log.push(entry),
    ...rest,
    upstream: {
      baseUrl: upstream.emulator.url,
      clientId: upstream.emulator.clientId,
      clientSecret: upstream.emulator.clientSecret,
      fetch: upstream.fetch,
      ...upstreamOverrides,
    },
    app: { url: APP, ...app },
  });
  function request(
    method: string,
    path: string,
    { user = ADA, body, headers = {} }: SendOptions = {},
  ) {
    const raw =
      body instanceof Uint8Array || typeof body === 'string' || body instanceof ReadableStream;
    return new Request(`${APP}/api/plugboard${path}`, {
      method,
      headers: {
        origin: APP,
        'x-plugboard': '1',
        ...(user && { [TEST_USER_HEADER]: JSON.stringify(user) }),
        ...(body !== undefined && !raw && { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : raw ? (body as BodyInit) : JSON.stringify(body),
      // Fetch sends a stream body only when told that the answer may start before it ends.
      duplex: 'half',
    } as RequestInit);
  }
  return {
    upstream,
    plugboard,
    get shared() {
      return instanceInternals(plugboard).core().shared;
    },
    handle: (request) => plugboard.handler(request),
    request,
    log,
    errors,
    bodies,
    async send(method, path, options) {
      const response = await plugboard.handler(request(method, path, options));
      const text = await response.text();
      bodies.push(text);
      let json: ReturnType<typeof JSON.parse>;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      return { status: response.status, headers: response.headers, text, json };
    },
  };
}

/**
 * The whole connect flow through the BFF: POST /links, the consent page, POST /verify. `link`
 * adds a further account (`add`) or reconnects one (`account_id`).
 */
export async function connectAccount(
  bff: TestBff,
  connector: ConnectorId,
  user: SessionUser = ADA,
  link: { add?: boolean; account_id?: string } = {},
): Promise<ConnectedAccountSummary> {
  const asked = await bff.send('POST', '/links', { user, body: { connector, ...link } });
  return finishConnect(bff, asked, user);
}

/** The consent page and POST /verify, for the answer of a POST /links. */
export async function finishConnect(
  bff: TestBff,
  link: Answer,
  user: SessionUser = ADA,
): Promise<ConnectedAccountSummary> {
  if (link.status !== 200) throw new Error(`POST /links answered ${link.status}: ${link.text}`);
  const redirect = await answerConsent(bff.upstream.emulator, link.json.link);
  const verified = await bff.send('POST', '/verify', {
    user,
    body: { auth_request_id: redirect.authRequestId, state: redirect.state },
  });
  if (verified.status !== 200) {
    throw new Error(`POST /verify answered ${verified.status}: ${verified.text}`);
  }
  return verified.json.account;
}

/**
 * An ACTIVE web search account for `user`, made upstream as a host that holds the user's API key
 * would (docs/connectors.md §5: web search takes an API key, no consent page): the key is on the
 * emulator's AI plan, which runs websearch_chat_completions.
 */
export async function createWebsearchAccount(
  upstream: EmulatorFixture,
  user: SessionUser = ADA,
): Promise<ConnectedAccount> {
  return upstreamClientOf(upstream).createConnectedAccount({
    connector: 'websearch',
    identifier: user.identifier,
    organization_id: user.organizationId,
    user_id: user.userId,
    connected_account: {
      authorization_details: { static_auth: { details: { token: 'ws-key-ada', plan: 'ai' } } },
    },
  });
}

/**
 * A video account made upstream for `user`, whose token grants only the read-only scope: the tools
 * that need a wider one must be refused, or reported as missing a scope.
 */
export function createReadOnlyVideoAccount(
  upstream: EmulatorFixture,
  user: SessionUser = ADA,
): Promise<ConnectedAccount> {
  return upstreamClientOf(upstream).createConnectedAccount({
    connector: 'video',
    identifier: user.identifier,
    organization_id: user.organizationId,
    connected_account: {
      authorization_details: {
        oauth_token: {
          access_token: 'video-token-ro',
          scopes: ['https://www.googleapis.com/auth/youtube.readonly'],
        },
      },
    },
  });
}

/** The host's own upstream client, for accounts a test makes without the BFF. */
function upstreamClientOf({ emulator }: EmulatorFixture) {
  return createUpstreamClient({
    baseUrl: emulator.url,
    clientId: emulator.clientId,
    clientSecret: emulator.clientSecret,
    logger: () => {},
  });
}

/** The body of POST /tools/execute asking websearch_chat_completions one question. */
export function chatRequest(stream: boolean): ToolExecutionRequest {
  return {
    tool_name: 'websearch_chat_completions',
    params: { messages: [{ role: 'user', content: 'How do solar panels work?' }], stream },
  };
}
