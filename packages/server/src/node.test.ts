import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlugboardNodeHandler, type PlugboardNodeOptions } from './node.ts';
import { APP } from './test/bff-harness.ts';
import { answerConsent } from './test/consent.ts';
import { doclibStandIn, type ProxiedRequest } from './test/doclib-stand-in.ts';
import { listen } from './test/listen.ts';
import { ADA, TEST_USER_HEADER, userFromHeader } from './test/test-users.ts';
import { startUpstreamFront } from './test/upstream-front.ts';
import { setupEmulator } from './test/use-emulator.ts';

const upstream = setupEmulator();
const servers: { close(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(overrides: Partial<PlugboardNodeOptions> = {}) {
  const server = await listen(
    createPlugboardNodeHandler({
      baseUrl: upstream.emulator.url,
      clientId: upstream.emulator.clientId,
      clientSecret: upstream.emulator.clientSecret,
      verifyCallbackUrl: `${APP}/connect/callback`,
      resolveUser: (req) => userFromHeader(req.headers[TEST_USER_HEADER] as string | undefined),
      logger: () => {},
      ...overrides,
    }),
  );
  servers.push(server);
  return server.url;
}

const asAda = { [TEST_USER_HEADER]: JSON.stringify(ADA) };

describe('createPlugboardNodeHandler', () => {
  it('answers the BFF routes under basePath, echoing the request id', async () => {
    const url = await start();
    const answer = await fetch(`${url}/api/plugboard/connectors`, {
      headers: { ...asAda, 'x-request-id': 'trace-123' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe('trace-123');
    expect((await answer.json()).connectors).toHaveLength(6);
  });

  it('connects through a real POST with a streamed JSON body', async () => {
    const url = await start();
    const answer = await fetch(`${url}/api/plugboard/links`, {
      method: 'POST',
      headers: { ...asAda, origin: APP, 'x-plugboard': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ connector: 'crm' }),
    });
    expect(answer.status).toBe(200);
    expect((await answer.json()).link).toMatch(/\/connect\//);
  });

  it('answers 404 in the error shape outside basePath', async () => {
    const url = await start();
    const answer = await fetch(`${url}/elsewhere`, { headers: asAda });
    expect(answer.status).toBe(404);
    expect((await answer.json()).error.code).toBe('NOT_FOUND');
  });

  it('limits requests per client address (the socket) with 429 and Retry-After', async () => {
    const url = await start({ rateLimits: { perIp: { limit: 3, windowSeconds: 60 } } });
    const answers: Response[] = [];
    for (let request = 0; request < 5; request++) {
      answers.push(await fetch(`${url}/api/plugboard/connectors`, { headers: asAda }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429]);
    const limited = answers[4] as Response;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe('RATE_LIMITED');
  });

  it('answers a request whose Host header is not a host', async () => {
    const url = new URL(await start());
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(
          `GET /api/plugboard/connectors HTTP/1.1\r\nHost: not a host\r\n${TEST_USER_HEADER}: ${JSON.stringify(ADA)}\r\nConnection: close\r\n\r\n`,
        );
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(raw).toMatch(/"connectors":\[/);
  });

  it('streams a document library upload both ways, stopping one over maxProxyBodyBytes', async () => {
    const seen: ProxiedRequest[] = [];
    const front = await startUpstreamFront(upstream.emulator.url, doclibStandIn(seen));
    servers.push(front);
    const url = await start({
      baseUrl: front.url,
      linkOrigins: [new URL(upstream.emulator.url).origin],
      allowedProxyRequests: ['upload_file'],
      maxProxyBodyBytes: 1_048_576,
    });
    await connectDoclib(url);
    const proxy = `${url}/api/plugboard/proxy?${new URLSearchParams({
      connector: 'doclib',
      method: 'PUT',
      path: '/v1.0/sites/site-1/drive/root:/big.bin:/content',
    })}`;
    const headers = {
      ...asAda,
      origin: APP,
      'x-plugboard': '1',
      'content-type': 'application/octet-stream',
    };
    const upload = await fetch(proxy, { method: 'POST', headers, body: new Uint8Array(1_000_000) });
    expect(upload.status).toBe(201);
    expect(await upload.json()).toMatchObject({ name: 'big.bin', size: 1_000_000 });

    const tooBig = await fetch(proxy, {
      method: 'POST',
      headers,
      body: streamOf(2_000_000),
      duplex: 'half',
    } as RequestInit);
    expect(tooBig.status).toBe(413);
    expect(seen.map((request) => request.bodyBytes)).toEqual([1_000_000]);
  });
});

/** A body that does not say its length, so only counting while streaming can stop it. */
function streamOf(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      sent += 65_536;
      controller.enqueue(new Uint8Array(65_536));
    },
  });
}

/** The connect flow through the Node adapter, for Ada's document library. */
async function connectDoclib(url: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${url}/api/plugboard${path}`, {
      method: 'POST',
      headers: { ...asAda, origin: APP, 'x-plugboard': '1', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const link = await (await post('/links', { connector: 'doclib' })).json();
  const redirect = await answerConsent(link.link);
  const verified = await post('/verify', {
    auth_request_id: redirect.authRequestId,
    state: redirect.state,
  });
  expect(verified.status).toBe(200);
}
