import type { IncomingMessage } from 'node:http';
import { bffErrorBodySchema, CONNECTOR_IDS, TOOL_CATALOG } from '@plugboard/schema';
import { listen, type Random, seededRandom } from '@plugboard/test-kit';
import { describe, expect, it } from 'vitest';
import { sessionUserSchema } from './common/session-user.ts';
import { createPlugboard } from './index.ts';
import { toNodeHandler } from './node.ts';
import { APP } from './test/bff-harness.ts';
import { ADA, GRACE, TEST_USER_HEADER } from './test/test-users.ts';
import { setupEmulator } from './test/use-emulator.ts';

const upstream = setupEmulator();
const SEED = 0x5eed_2026;
const DIRECT_REQUESTS = 3_000;
const HTTP_REQUESTS = 400;

const ROUTES = [
  ['GET', '/connectors'],
  ['GET', '/accounts'],
  ['POST', '/links'],
  ['POST', '/verify'],
  ['DELETE', '/accounts/ca_fuzz'],
  ['GET', '/tools'],
  ['POST', '/tools/execute'],
  ['POST', '/proxy'],
] as const;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
const TOOL_NAMES = Object.keys(TOOL_CATALOG);
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  ';;;',
];

/** Any JSON value, nested up to `depth`. */
function jsonValue(random: Random, depth = 3): unknown {
  const kind = random.int(depth > 0 ? 8 : 5);
  if (kind === 0) return null;
  if (kind === 1) return random.chance(0.5);
  if (kind === 2) return random.pick([0, -1, 1e308, 0.5, Number.MAX_SAFE_INTEGER, 42]);
  if (kind === 3) return random.string(random.int(40));
  if (kind === 4) return random.pick(['', 'ca_x', 'crm', '\u0000', '🙂', 'x'.repeat(3000)]);
  if (kind === 5) return Array.from({ length: random.int(5) }, () => jsonValue(random, depth - 1));
  return jsonObject(random, depth - 1);
}

function jsonObject(random: Random, depth = 2): Record<string, unknown> {
  const keys = [
    'connector',
    'params',
    'tool_name',
    'state',
    'auth_request_id',
    'return_to',
    'account_id',
    '__proto__',
    'constructor',
    random.string(6),
  ];
  const object: Record<string, unknown> = {};
  for (let field = random.int(5); field > 0; field--)
    object[random.pick(keys)] = jsonValue(random, depth);
  return object;
}

/** A body close to what the route takes, with one part broken, or something else altogether. */
function body(random: Random, path: string): BodyInit | undefined {
  const roll = random.int(10);
  if (roll === 0) return undefined;
  if (roll === 1)
    return new Uint8Array(Array.from({ length: random.int(300) }, () => random.int(256)));
  if (roll === 2) return random.string(random.int(200));
  if (roll === 3) return 'x'.repeat(70_000 + random.int(10_000));
  if (roll === 4) return JSON.stringify(jsonValue(random));
  const near: Record<string, unknown> = path.startsWith('/links')
    ? {
        connector: random.pick([...CONNECTOR_IDS, 'mainframe']),
        ...(random.chance(0.3) && {
          return_to: random.pick(['/ok', '//evil', 'https://evil.example', random.string(30)]),
        }),
      }
    : path.startsWith('/verify')
      ? {
          auth_request_id: random.pick(['abc', random.string(20, 'abcXYZ_-'), '']),
          state: random.pick([
            'a.b',
            random.string(60),
            `${random.string(40, 'abcdefgh')}.${random.string(43, 'abcdefgh')}`,
          ]),
        }
      : {
          tool_name: random.pick(TOOL_NAMES),
          params: jsonObject(random),
          ...(random.chance(0.3) && { connector: random.pick(CONNECTOR_IDS) }),
        };
  if (random.chance(0.5)) Object.assign(near, jsonObject(random, 1));
  return JSON.stringify(near);
}

function pathFor(random: Random, route: string): string {
  let path = route;
  if (route === '/proxy') {
    const query = new URLSearchParams({
      connector: random.pick(['doclib', 'crm', '']),
      method: random.pick(['GET', 'PUT', 'DELETE', '']),
      path: random.pick([
        '/v1.0/me/sites',
        '/v1.0/sites/root',
        '/v1.0/sites/s/drive/root:/a.txt',
        '/v1.0/sites/s/drive/root:/a.txt:/content',
        '/../../etc',
        random.string(30),
      ]),
    });
    if (random.chance(0.3)) query.set('query', random.string(40));
    if (random.chance(0.2))
      query.set('account_id', random.pick(['ca_x', 'nope', random.string(10)]));
    path += `?${query}`;
  }
  const roll = random.int(8);
  if (roll === 0) path += `/${encodeURIComponent(random.string(random.int(20)))}`;
  if (roll === 1) path = `/${random.string(random.int(50), 'abc/._-%20')}`;
  if (roll === 2) path += `?page_token=${encodeURIComponent(random.string(random.int(700)))}`;
  if (roll === 3) path = path.replace('ca_fuzz', encodeURIComponent(random.string(random.int(90))));
  if (roll === 4)
    path = `/accounts/${random.pick(['..', '%2e%2e', 'ca_%00', `ca_${'a'.repeat(80)}`])}`;
  return path;
}

function headers(random: Random): Record<string, string> {
  const result: Record<string, string> = {};
  if (random.chance(0.85))
    result.origin = random.pick([APP, APP, APP, 'https://evil.example', 'null']);
  if (random.chance(0.85)) result['x-plugboard'] = random.pick(['1', '1', '1', '0', 'true']);
  if (random.chance(0.1))
    result['sec-fetch-site'] = random.pick(['same-origin', 'same-site', 'cross-site', 'none']);
  if (random.chance(0.8)) result['content-type'] = random.pick(CONTENT_TYPES);
  if (random.chance(0.9))
    result[TEST_USER_HEADER] = random.pick([
      JSON.stringify(ADA),
      JSON.stringify(GRACE),
      '{"identifier":""}',
      random.string(20, 'abc{}":,'),
    ]);
  if (random.chance(0.2)) result['x-request-id'] = random.string(random.int(200), 'abc-_.:\t ;');
  if (random.chance(0.05)) result['content-length'] = String(random.int(1_000_000));
  return result;
}

/** The host's session lookup, as robust as host code should be: a bad cookie is no session. */
function resolveUser(value: string | null | undefined) {
  try {
    const user = sessionUserSchema.safeParse(JSON.parse(value ?? 'null'));
    return user.success ? user.data : null;
  } catch {
    return null;
  }
}

const options = (fetch?: typeof globalThis.fetch) => ({
  upstream: {
    baseUrl: upstream.emulator.url,
    clientId: upstream.emulator.clientId,
    clientSecret: upstream.emulator.clientSecret,
    fetch,
  },
  app: { url: APP },
  limits: {
    rateLimits: { perUser: { limit: 1_000_000, windowSeconds: 60 }, perIp: false as const },
  },
  logger: () => {},
});

/** No 5xx; every refusal is a 4xx in the one error shape, its status repeated in the body. */
async function expectClientError(response: Response, label: string) {
  const text = await response.text();
  expect(response.status, label).toBeLessThan(500);
  if (response.status < 400) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${label}: the ${response.status} answer is not JSON: ${text.slice(0, 200)}`);
  }
  const parsed = bffErrorBodySchema.safeParse(body);
  expect(parsed.success, `${label}: ${text}`).toBe(true);
  expect(parsed.data?.error.status, label).toBe(response.status);
}

describe('fuzz', () => {
  it(`answers ${DIRECT_REQUESTS} random requests to every route with 2xx or a 4xx in the error shape`, async () => {
    const random = seededRandom(SEED);
    const plugboard = createPlugboard({
      ...options(upstream.fetch),
      resolveUser: (request) => resolveUser(request.headers.get(TEST_USER_HEADER)),
    });
    const statuses = new Map<number, number>();
    for (let index = 0; index < DIRECT_REQUESTS; index++) {
      const [routeMethod, routePath] = random.pick(ROUTES);
      const method = random.chance(0.85) ? routeMethod : random.pick(METHODS);
      const path = pathFor(random, routePath);
      const label = `#${index} ${method} ${path.slice(0, 120)}`;
      const requestBody =
        method === 'GET' || method === 'HEAD' ? undefined : body(random, routePath);
      const response = await plugboard.handler(
        new Request(`${APP}/api/plugboard${path}`, {
          method,
          headers: headers(random),
          body: requestBody,
        }),
      );
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (method === 'HEAD') continue;
      await expectClientError(response, label);
    }
    // The fuzz reached past the guards: some requests succeeded, some were refused for each reason.
    expect([...statuses.keys()].sort()).toEqual(
      expect.arrayContaining([200, 400, 401, 403, 404, 405, 409, 413, 415]),
    );
  }, 120_000);

  it(`answers ${HTTP_REQUESTS} random requests over HTTP through the Node adapter without a 5xx`, async () => {
    const random = seededRandom(SEED + 1);
    const server = await listen(
      toNodeHandler(
        createPlugboard<IncomingMessage>({
          ...options(),
          resolveUser: (req) => resolveUser(req.headers[TEST_USER_HEADER] as string | undefined),
        }),
      ),
    );
    try {
      for (let index = 0; index < HTTP_REQUESTS; index++) {
        const [routeMethod, routePath] = random.pick(ROUTES);
        const method = random.chance(0.85)
          ? routeMethod
          : random.pick(METHODS.filter((m) => m !== 'HEAD'));
        const path = pathFor(random, routePath);
        const { 'content-length': _declared, ...sent } = headers(random);
        const response = await fetch(`${server.url}/api/plugboard${path}`, {
          method,
          headers: sent,
          body: method === 'GET' ? undefined : body(random, routePath),
        });
        await expectClientError(response, `#${index} ${method} ${path.slice(0, 120)}`);
      }
    } finally {
      await server.close();
    }
  }, 120_000);
});
