import type { IncomingMessage } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../bff/routes/routes.ts';
import type { LogEntry } from '../common/logger.ts';
import { toExpress } from '../express.ts';
import { createPlugboard, type Plugboard } from '../index.ts';
import { createMcpEndpoint } from '../mcp.ts';
import { toNodeHandler } from '../node.ts';
import { APP } from '../test/bff-harness.ts';
import { accountWebhookEvent, newWebhookSecret, signedDelivery } from '../test/signed-webhook.ts';
import { ADA, TEST_CLIENT_SECRET, TEST_USER_HEADER, userFromHeader } from '../test/test-users.ts';
import { setupEmulator } from '../test/use-emulator.ts';
import { ENVIRONMENT_NAMES } from './environment.ts';

const upstream = setupEmulator({ clientSecret: TEST_CLIENT_SECRET });
const NAMES = Object.values(ENVIRONMENT_NAMES);
let saved: Record<string, string | undefined> = {};

// Each test writes the variables it means; none leaks into the next file of the worker.
beforeEach(() => {
  saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
  for (const name of NAMES) delete process.env[name];
});
afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

function setEnvironment() {
  process.env.PLUGBOARD_BASE_URL = upstream.emulator.url;
  process.env.PLUGBOARD_CLIENT_ID = upstream.emulator.clientId;
  process.env.PLUGBOARD_CLIENT_SECRET = upstream.emulator.clientSecret;
  process.env.PLUGBOARD_APP_URL = APP;
}

const resolveUser = (request: Request) => userFromHeader(request.headers.get(TEST_USER_HEADER));

function browserRequest(path: string, init: RequestInit = {}) {
  return new Request(`${APP}/api/plugboard${path}`, {
    ...init,
    headers: {
      origin: APP,
      'x-plugboard': '1',
      [TEST_USER_HEADER]: JSON.stringify(ADA),
      ...init.headers,
    },
  });
}

describe('settings from the environment', () => {
  it('fills the upstream and app settings the host leaves out', async () => {
    setEnvironment();
    const plugboard = createPlugboard({ resolveUser, upstream: { fetch: upstream.fetch } });
    const answer = await plugboard.handler(browserRequest('/accounts'));
    expect(answer.status).toBe(200);
    expect(upstream.count('/oauth/token')).toBe(1);
  });

  it('lets an explicit option win over its variable', async () => {
    setEnvironment();
    process.env.PLUGBOARD_CLIENT_SECRET = 'a-wrong-secret-from-the-environment';
    const plugboard = createPlugboard({
      resolveUser,
      upstream: { clientSecret: upstream.emulator.clientSecret, fetch: upstream.fetch },
      logger: () => {},
    });
    expect((await plugboard.handler(browserRequest('/accounts'))).status).toBe(200);
  });
});

describe('a missing or bad setting', () => {
  it('is no error at creation, so a build loads the module without secrets', () => {
    expect(() => createPlugboard({ resolveUser })).not.toThrow();
    expect(() => createMcpEndpoint(createPlugboard({ resolveUser, mcp: {} }))).not.toThrow();
  });

  it('answers 500 NOT_CONFIGURED naming the setting and its variable, logged once, never a value', async () => {
    const secret = 'sk_live_do-not-print-9a8b7c';
    process.env.PLUGBOARD_CLIENT_SECRET = secret;
    process.env.PLUGBOARD_BASE_URL = `not a url ${secret}`;
    const log: LogEntry[] = [];
    const plugboard = createPlugboard({ resolveUser, logger: (entry) => log.push(entry) });
    const first = await plugboard.handler(browserRequest('/accounts'));
    const second = await plugboard.handler(browserRequest('/connectors'));
    const body = await first.json();
    expect(first.status).toBe(500);
    expect(body.error.code).toBe('NOT_CONFIGURED');
    expect(body.error.status).toBe(500);
    for (const named of [
      'upstream.baseUrl (env PLUGBOARD_BASE_URL)',
      'upstream.clientId (env PLUGBOARD_CLIENT_ID)',
      'app.url (env PLUGBOARD_APP_URL)',
    ]) {
      expect(body.error.message).toContain(named);
    }
    expect(body.error.message).not.toContain('clientSecret');
    expect(second.status).toBe(500);
    expect(first.headers.get('x-request-id')).toBeTruthy();
    const told = log.filter((entry) => entry.event === 'plugboard.not_configured');
    expect(told).toHaveLength(1);
    expect(told[0]?.level).toBe('error');
    expect(JSON.stringify([body, log])).not.toContain(secret);
    expect(JSON.stringify([body, log])).not.toContain('not a url');
  });

  it('gives tools.run an error output and the MCP endpoint the same 500', async () => {
    const plugboard = createPlugboard({ resolveUser, mcp: {}, logger: () => {} });
    expect(await plugboard.tools.run('crm_list_people', {}, ADA)).toMatchObject({
      status: 'error',
      error: { code: 'NOT_CONFIGURED', status: 500 },
    });
    const answer = await createMcpEndpoint(plugboard).handler(
      new Request(`${APP}/mcp`, { method: 'POST' }),
    );
    expect(answer.status).toBe(500);
    expect((await answer.json()).error.code).toBe('NOT_CONFIGURED');
  });

  it('throws at once when it is the host code that is wrong, whatever the environment', () => {
    expect(() =>
      createPlugboard({
        resolveUser,
        // @ts-expect-error: not a tool of the catalog
        tools: { allowed: ['crm_fly_to_the_moon'] },
        limits: { maxBodyBytes: 12 },
      }),
    ).toThrow(/tools\.allowed\.0: .*\n.*limits\.maxBodyBytes/);
    expect(() => createPlugboard({ resolveUser, app: { url: 'app.example.com' } })).toThrow(
      /app\.url: must be your app's absolute http\(s\) origin/,
    );
  });
});

describe('check()', () => {
  it('throws one error listing every problem', () => {
    const plugboard = createPlugboard({ resolveUser, logger: () => {} });
    let message = '';
    try {
      plugboard.check();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Plugboard is not configured:',
      '  - upstream.baseUrl (env PLUGBOARD_BASE_URL): is not set: pass it to createPlugboard, or set PLUGBOARD_BASE_URL',
      '  - upstream.clientId (env PLUGBOARD_CLIENT_ID): is not set: pass it to createPlugboard, or set PLUGBOARD_CLIENT_ID',
      '  - upstream.clientSecret (env PLUGBOARD_CLIENT_SECRET): is not set: pass it to createPlugboard, or set PLUGBOARD_CLIENT_SECRET',
      '  - app.url (env PLUGBOARD_APP_URL): is not set: pass it to createPlugboard, or set PLUGBOARD_APP_URL',
    ]);
  });

  it('passes once every setting is there', () => {
    setEnvironment();
    expect(() => createPlugboard({ resolveUser }).check()).not.toThrow();
  });

  it('is what the adapters run when made: a long-running server refuses to start without its secret', () => {
    process.env.PLUGBOARD_BASE_URL = upstream.emulator.url;
    process.env.PLUGBOARD_CLIENT_ID = upstream.emulator.clientId;
    process.env.PLUGBOARD_APP_URL = APP;
    const plugboard = createPlugboard<IncomingMessage>({
      resolveUser: () => ADA,
      mcp: {},
      logger: () => {},
    });
    const refusal =
      /Plugboard is not configured:\n {2}- upstream\.clientSecret \(env PLUGBOARD_CLIENT_SECRET\)/;
    expect(() => toExpress(plugboard)).toThrow(refusal);
    expect(() => toNodeHandler(plugboard)).toThrow(refusal);
    expect(() => toExpress(createMcpEndpoint(plugboard))).toThrow(refusal);
    expect(() => toNodeHandler(createMcpEndpoint(plugboard))).toThrow(refusal);
  });
});

describe('webhooks in the route table', () => {
  it('lists POST /webhooks among the routes, and answers other methods 405', async () => {
    expect(ROUTES.map(({ method, path }) => `${method} ${path}`)).toContain('POST /webhooks');
    setEnvironment();
    const plugboard = createPlugboard({ resolveUser, upstream: { fetch: upstream.fetch } });
    const answer = await plugboard.handler(browserRequest('/webhooks'));
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
  });

  it('is 404 naming its setting until a secret is set, then takes signed deliveries without a session', async () => {
    setEnvironment();
    const deliver = (plugboard: Plugboard, secret: string) => {
      const delivery = signedDelivery(accountWebhookEvent(), secret);
      return plugboard.handler(
        new Request(`${APP}/api/plugboard/webhooks`, {
          method: 'POST',
          headers: delivery.headers,
          body: delivery.body,
        }),
      );
    };
    const off = await deliver(
      createPlugboard({ resolveUser, logger: () => {} }),
      newWebhookSecret(),
    );
    expect(off.status).toBe(404);
    expect((await off.json()).error.message).toMatch(
      /events\.webhooks\.secret \(env PLUGBOARD_WEBHOOK_SECRET\)/,
    );
    const secret = newWebhookSecret();
    process.env.PLUGBOARD_WEBHOOK_SECRET = secret;
    const on = createPlugboard({ resolveUser, logger: () => {} });
    const taken = await deliver(on, secret);
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({ received: true });
    expect((await deliver(on, newWebhookSecret())).status).toBe(401);
    await on.close();
  });
});
