import type { ConnectedAccountSummary, ConnectorId } from '@plugboard/schema';
import { createPlugboardHandler } from '../handler/create-plugboard-handler.ts';
import type { PlugboardHandlerOptions } from '../handler/handler-options.ts';
import type { SessionUser } from '../handler/session-user.ts';
import type { LogEntry } from '../shared/logger.ts';
import { answerConsent } from './consent.ts';
import { ADA, TEST_USER_HEADER, userFromHeader } from './test-users.ts';
import type { EmulatorFixture } from './use-emulator.ts';

/** The host app's origin in handler tests; the callback page lives there. */
export const APP = 'https://app.example.com';

export interface SendOptions {
  user?: SessionUser | null;
  /** A JSON body, or raw bytes sent as they are. */
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
  handle(request: Request): Promise<Response>;
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
  overrides: Partial<PlugboardHandlerOptions> = {},
): TestBff {
  const log: LogEntry[] = [];
  const errors: unknown[] = [];
  const bodies: string[] = [];
  const plugboard = createPlugboardHandler({
    baseUrl: upstream.emulator.url,
    clientId: upstream.emulator.clientId,
    clientSecret: upstream.emulator.clientSecret,
    fetch: upstream.fetch,
    verifyCallbackUrl: `${APP}/connect/callback`,
    resolveUser: (request) => userFromHeader(request.headers.get(TEST_USER_HEADER)),
    onError: (error) => errors.push(error),
    logger: (entry) => log.push(entry),
    ...overrides,
  });
  return {
    handle: (request) => plugboard.handle(request),
    log,
    errors,
    bodies,
    async send(method, path, { user = ADA, body, headers = {} } = {}) {
      const raw = body instanceof Uint8Array || typeof body === 'string';
      const request = new Request(`${APP}/api/plugboard${path}`, {
        method,
        headers: {
          origin: APP,
          'x-plugboard': '1',
          ...(user && { [TEST_USER_HEADER]: JSON.stringify(user) }),
          ...(body !== undefined && !raw && { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : raw ? (body as BodyInit) : JSON.stringify(body),
      });
      const response = await plugboard.handle(request);
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

/** The whole connect flow through the BFF: POST /links, the consent page, POST /verify. */
export async function connectAccount(
  bff: TestBff,
  connector: ConnectorId,
  user: SessionUser = ADA,
): Promise<ConnectedAccountSummary> {
  const link = await bff.send('POST', '/links', { user, body: { connector } });
  if (link.status !== 200) throw new Error(`POST /links answered ${link.status}: ${link.text}`);
  const redirect = await answerConsent(link.json.link);
  const verified = await bff.send('POST', '/verify', {
    user,
    body: { auth_request_id: redirect.authRequestId, state: redirect.state },
  });
  if (verified.status !== 200) {
    throw new Error(`POST /verify answered ${verified.status}: ${verified.text}`);
  }
  return verified.json.account;
}
