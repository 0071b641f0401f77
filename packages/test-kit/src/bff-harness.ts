import { type ConsentDecision, createEmulator, type Emulator } from '@plugboard/emulator';
import type {
  ConnectorId,
  CreateLinkRequest,
  CreateLinkResponse,
  VerifyRequest,
  VerifyResponse,
} from '@plugboard/schema';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { answerConsent } from './consent.ts';
import { serveFetchHandler } from './fetch-server.ts';

/** The end user every test session belongs to; `resolveUser` trusts it. */
export const TEST_USER = { identifier: 'ada@example.com' };

/** One request the browser side sent to the BFF. */
export interface SeenRequest {
  method: string;
  path: string;
  /** The query string, `?` included, or `''`. */
  search: string;
}

/** A fetch as `createBffClient` of `@plugboard/react/core` takes one. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** The part of a BFF client the harness itself calls to connect accounts. */
export interface ConnectingClient {
  createLink(request: CreateLinkRequest): Promise<CreateLinkResponse>;
  verify(request: VerifyRequest): Promise<VerifyResponse>;
}

/**
 * The code under test, handed in rather than imported: `createPlugboard` of
 * `@plugboard/server` and `createBffClient` of `@plugboard/react/core`. Test-kit depends on
 * neither package, so their own tests can use it without a cycle in the workspace graph.
 */
export interface BffStack<Client extends ConnectingClient> {
  plugboard: (options: {
    upstream: { baseUrl: string; clientId: string; clientSecret: string; timeoutMs: number };
    app: { url: string };
    resolveUser: () => typeof TEST_USER;
  }) => { handler(request: Request): Promise<Response> };
  client: (options: { baseUrl: string; fetch: FetchLike }) => Client;
}

export interface BffFixtureOptions {
  /**
   * Gives each test a base URL of its own, `<server>/test-<n>/api/plugboard`, which `fetch` maps
   * back to the BFF's. For tests that render without a fresh SWR cache (the ui components use the
   * host's): the cache is keyed by base URL, so no test sees another's answers.
   */
  baseUrlPerTest?: boolean;
}

export interface BffFixture<Client extends ConnectingClient> {
  /** Absolute URL of the BFF (for the current test, with `baseUrlPerTest`): the provider's `baseUrl`. */
  readonly baseUrl: string;
  /**
   * A real fetch that adds the Origin header a browser would send (Node's sends none), maps a
   * per-test base URL to the BFF's, and records each request in `requests`.
   */
  readonly fetch: FetchLike;
  /** Requests since the current test started, with the BFF's own paths (`/api/plugboard/…`). */
  readonly requests: readonly SeenRequest[];
  readonly client: Client;
  readonly emulator: Emulator;
  /** Plays the user on the consent page `link` opens; answers the callback page's query string. */
  consent(link: string, decision?: ConsentDecision): Promise<string>;
  /** Asks for a link, then consents: the callback page's query string. */
  authorize(connector: ConnectorId, decision?: ConsentDecision): Promise<string>;
  /**
   * A whole connect flow without a browser: link, consent, verify. With `add`, the user's
   * further account of the connector rather than their first.
   */
  connectAccount(
    connector: ConnectorId,
    options?: { add?: boolean },
  ): Promise<VerifyResponse['account']>;
}

/**
 * The real stack for the calling test file: the in-memory emulator and the Plugboard BFF served
 * over HTTP on free ports, the emulator reset before each test.
 */
// PGlite compiles its WebAssembly on start; on a busy two-core machine that takes a while.
const START_TIMEOUT_MS = 120_000;

export function setupBff<Client extends ConnectingClient>(
  options: BffStack<Client> & BffFixtureOptions,
): BffFixture<Client> {
  let emulator: Emulator | undefined;
  let server: Awaited<ReturnType<typeof serveFetchHandler>> | undefined;
  const requests: SeenRequest[] = [];
  let testNumber = 0;

  beforeAll(async () => {
    emulator = await createEmulator({ memory: true });
    const upstream = emulator;
    let plugboard: ReturnType<BffStack<Client>['plugboard']> | undefined;
    server = await serveFetchHandler((request) => {
      if (!plugboard) throw new Error('The BFF is not ready yet.');
      return plugboard.handler(request);
    });
    plugboard = options.plugboard({
      upstream: {
        baseUrl: upstream.url,
        clientId: upstream.clientId,
        clientSecret: upstream.clientSecret,
        // A simulator's first answer can take seconds on a busy two-core machine; a test fails on
        // its assertions, not on the BFF giving up on the emulator.
        timeoutMs: 60_000,
      },
      app: { url: server.url },
      resolveUser: () => TEST_USER,
    });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
    await emulator?.close();
  });
  beforeEach(async () => {
    testNumber += 1;
    requests.length = 0;
    await emulator?.control.reset();
  });

  const running = () => {
    if (!emulator || !server) throw new Error('The BFF starts in beforeAll.');
    return { emulator, server };
  };
  const testPrefix = () => (options.baseUrlPerTest ? `/test-${testNumber}` : '');
  const baseUrl = () => `${running().server.url}${testPrefix()}/api/plugboard`;
  const fetchWithOrigin: FetchLike = (input, init) => {
    const { server } = running();
    const url = new URL(input);
    if (testPrefix()) url.pathname = url.pathname.replace(testPrefix(), '');
    const headers = new Headers(init.headers);
    headers.set('Origin', server.url);
    requests.push({ method: init.method ?? 'GET', path: url.pathname, search: url.search });
    return fetch(url, { ...init, headers });
  };
  const client = () => options.client({ baseUrl: baseUrl(), fetch: fetchWithOrigin });

  const consent = async (link: string, decision: ConsentDecision = 'approve') =>
    (await answerConsent(running().emulator, link, decision)).url.search;
  const authorize = async (
    connector: ConnectorId,
    decision: ConsentDecision = 'approve',
    add?: boolean,
  ) => consent((await client().createLink({ connector, ...(add && { add }) })).link, decision);

  return {
    get baseUrl() {
      return baseUrl();
    },
    fetch: fetchWithOrigin,
    requests,
    get client() {
      return client();
    },
    get emulator() {
      return running().emulator;
    },
    consent,
    authorize: (connector, decision) => authorize(connector, decision),
    async connectAccount(connector, connectOptions) {
      const params = new URLSearchParams(
        await authorize(connector, 'approve', connectOptions?.add),
      );
      const { account } = await client().verify({
        auth_request_id: params.get('auth_request_id') ?? '',
        state: params.get('state') ?? '',
      });
      return account;
    },
  };
}
