import { answerConsent } from '@plugboard/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP, connectAccount, createTestBff } from './test/bff-harness.ts';
import { ADA, GRACE, TEST_CLIENT_SECRET, TEST_USER_HEADER } from './test/test-users.ts';
import {
  readBody,
  sendJson,
  startUpstreamFront,
  type UpstreamFront,
} from './test/upstream-front.ts';
import { setupEmulator } from './test/use-emulator.ts';

const upstream = setupEmulator({ clientSecret: TEST_CLIENT_SECRET });

describe('cross-site requests', () => {
  it.each([
    ['POST', '/links', { connector: 'crm' }],
    ['POST', '/verify', { auth_request_id: 'abc', state: 'a.b' }],
    ['DELETE', '/accounts/ca_123', undefined],
    ['POST', '/tools/execute', { tool_name: 'docsapp_user_list', params: {} }],
    ['POST', '/proxy?connector=doclib&method=GET&path=/v1.0/me/sites', undefined],
  ])(
    '%s %s answers 403 from a foreign origin, without the header, or cross-site',
    async (method, path, body) => {
      const bff = createTestBff(upstream);
      const attempts: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { 'x-plugboard': '' },
        { origin: '', 'sec-fetch-site': 'cross-site' },
        // The app's own origin, but the browser says the page that sent it is another one.
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ];
      for (const headers of attempts) {
        const answer = await bff.send(method, path, { body, headers });
        expect(answer.status).toBe(403);
        expect(answer.json.error.code).toBe('CROSS_SITE_REQUEST');
      }
      expect(upstream.calls).toEqual([]);
    },
  );
});

describe('redirects go only to allowed origins', () => {
  it.each([
    'https://evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('POST /links refuses return_to %s before anything reaches the upstream', async (returnTo) => {
    const bff = createTestBff(upstream);
    const answer = await bff.send('POST', '/links', {
      body: { connector: 'crm', return_to: returnTo },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toMatch(/^Invalid request body: return_to: /);
    expect(upstream.calls).toEqual([]);
  });

  it('carries an allowed return_to through the signed state to the verify answer', async () => {
    const bff = createTestBff(upstream);
    const link = await bff.send('POST', '/links', {
      body: { connector: 'crm', return_to: '/settings?tab=connections' },
    });
    const redirect = await answerConsent(upstream.emulator, link.json.link);
    const verified = await bff.send('POST', '/verify', {
      body: { auth_request_id: redirect.authRequestId, state: redirect.state },
    });
    expect(verified.json.return_to).toBe(`${APP}/settings?tab=connections`);
  });

  describe('an authorization link outside linkOrigins', () => {
    let front: UpstreamFront | undefined;
    beforeAll(async () => {
      // An upstream (or a machine in the middle) that answers magic_link with a phishing page.
      front = await startUpstreamFront(upstream.emulator.url, async (req, res) => {
        if (req.url !== '/api/v1/connected_accounts/magic_link') return false;
        await readBody(req);
        sendJson(res, 200, {
          link: 'https://evil.example/connect',
          expiry: '2030-01-01T00:00:00Z',
        });
        return true;
      });
    });
    afterAll(() => front?.close());

    it('is not passed on: 502, reported', async () => {
      const bff = createTestBff(upstream, { upstream: { baseUrl: front?.url, fetch: undefined } });
      const answer = await bff.send('POST', '/links', { body: { connector: 'crm' } });
      expect(answer.status).toBe(502);
      expect(answer.text).not.toContain('evil.example');
      expect(bff.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/https:\/\/evil\.example, which is not in linkOrigins/),
        }),
      ]);
    });
  });
});

describe('secrets stay on the server', () => {
  let front: UpstreamFront | undefined;
  beforeAll(async () => {
    // An upstream whose errors quote the credentials it was sent, as careless services do.
    front = await startUpstreamFront(upstream.emulator.url, async (req, res) => {
      if (req.url?.startsWith('/api/v1/execute_tool') !== true) return false;
      await readBody(req);
      sendJson(res, 500, {
        code: 13,
        message: `Tool crashed; request had Authorization: ${req.headers.authorization} client_secret=${TEST_CLIENT_SECRET}`,
        details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', error_code: 'INTERNAL' }],
      });
      return true;
    });
  });
  afterAll(() => front?.close());

  it('appear in no answer, log line or reported error, even when the upstream echoes them', async () => {
    const bff = createTestBff(upstream, {
      upstream: { baseUrl: front?.url },
      app: {
        // The emulator behind the front still hands out the consent links.
        linkOrigins: [new URL(upstream.emulator.url).origin],
      },
    });
    await connectAccount(bff, 'docsapp');
    await bff.send('GET', '/accounts');
    const failed = await bff.send('POST', '/tools/execute', {
      body: { tool_name: 'docsapp_user_list', params: {} },
    });
    expect(failed.status).toBe(502);
    expect(failed.json.error.message).toMatch(
      /^docsapp_user_list failed: Tool crashed; request had Authorization: Bearer \[redacted\] client_secret=\[redacted\]/,
    );
    await bff.send('GET', '/accounts', { user: { identifier: '' } });

    expect(upstream.issuedTokens.length).toBeGreaterThan(0);
    const seen = [
      ...bff.bodies,
      ...bff.log.map((entry) => JSON.stringify(entry)),
      ...bff.errors.map((error) =>
        error instanceof Error ? `${error.message}\n${error.stack}` : String(error),
      ),
    ].join('\n');
    for (const secret of [TEST_CLIENT_SECRET, ...upstream.issuedTokens]) {
      expect(seen).not.toContain(secret);
    }
    expect(bff.log.some((entry) => entry.level === 'error')).toBe(true);
  });
});

describe('rate limits', () => {
  it('answer 429 with Retry-After per session user, each user counted apart', async () => {
    const bff = createTestBff(upstream, {
      limits: { rateLimits: { perUser: { limit: 2, windowSeconds: 30 } } },
    });
    const statuses = [];
    for (let request = 0; request < 3; request++) {
      statuses.push((await bff.send('GET', '/connectors', { user: ADA })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await bff.send('GET', '/connectors', { user: ADA });
    expect(limited.json.error).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    expect((await bff.send('GET', '/connectors', { user: GRACE })).status).toBe(200);
  });

  it('answer 429 per client IP before the session is even looked up', async () => {
    let asked = 0;
    const bff = createTestBff(upstream, {
      resolveUser: (request) => {
        asked++;
        const header = request.headers.get(TEST_USER_HEADER);
        return header ? JSON.parse(header) : null;
      },
      limits: {
        rateLimits: { perIp: { limit: 1, windowSeconds: 60 } },
        clientIp: (request) => request.headers.get('x-client-ip') ?? undefined,
      },
    });
    const from = (ip: string) => bff.send('GET', '/connectors', { headers: { 'x-client-ip': ip } });
    expect((await from('203.0.113.7')).status).toBe(200);
    expect((await from('203.0.113.7')).status).toBe(429);
    expect((await from('203.0.113.8')).status).toBe(200);
    expect(asked).toBe(2);
  });

  it('let requests through and log when the counter store fails', async () => {
    const bff = createTestBff(upstream, {
      stores: {
        rateLimit: {
          increment: () => {
            throw new Error('counter store unreachable');
          },
        },
      },
    });
    expect((await bff.send('GET', '/connectors')).status).toBe(200);
    expect(bff.log).toContainEqual(
      expect.objectContaining({ level: 'error', event: 'rate_limit.store_failed' }),
    );
  });
});
