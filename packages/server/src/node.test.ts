import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { answerConsent, listen } from '@plugboard/test-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlugboard, type PlugboardOptions } from './index.ts';
import { toNodeHandler } from './node.ts';
import { APP, chatRequest, createWebsearchAccount } from './test/bff-harness.ts';
import { digestOf, generatedBody } from './test/byte-streams.ts';
import { readEvents } from './test/event-stream.ts';
import { ADA, TEST_USER_HEADER, userFromHeader } from './test/test-users.ts';
import { startUpstreamFront } from './test/upstream-front.ts';
import { setupEmulator } from './test/use-emulator.ts';

const upstream = setupEmulator();
const servers: { close(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(overrides: Partial<PlugboardOptions<IncomingMessage>> = {}) {
  const server = await listen(
    toNodeHandler(
      createPlugboard<IncomingMessage>({
        resolveUser: (req) => userFromHeader(req.headers[TEST_USER_HEADER] as string | undefined),
        logger: () => {},
        ...overrides,
        upstream: {
          baseUrl: upstream.emulator.url,
          clientId: upstream.emulator.clientId,
          clientSecret: upstream.emulator.clientSecret,
          ...overrides.upstream,
        },
        app: { url: APP, ...overrides.app },
      }),
    ),
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
    // A whole JSON answer declares its length instead of coming in chunks.
    const text = await answer.text();
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(answer.headers.get('transfer-encoding')).toBeNull();
    expect(JSON.parse(text).connectors).toHaveLength(6);
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
    const url = await start({ limits: { rateLimits: { perIp: { limit: 3, windowSeconds: 60 } } } });
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
    const url = await start({
      tools: { proxyRequests: ['get_file_metadata', 'upload_file'] },
      limits: { maxProxyBodyBytes: 1_048_576 },
    });
    await connectDoclib(url);
    const proxy = (method: 'GET' | 'PUT', filename: string) =>
      `${url}/api/plugboard/proxy?${new URLSearchParams({
        connector: 'doclib',
        method,
        path: `/v1.0/sites/root/drive/root:/${filename}${method === 'PUT' ? ':/content' : ''}`,
      })}`;
    const headers = {
      ...asAda,
      origin: APP,
      'x-plugboard': '1',
      'content-type': 'application/octet-stream',
    };
    const body = generatedBody(1_000_000);
    const upload = await fetch(proxy('PUT', 'big.bin'), {
      method: 'POST',
      headers,
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    expect(upload.status).toBe(201);
    expect(await upload.json()).toMatchObject({
      name: 'big.bin',
      size: 1_000_000,
      file: { hashes: { sha256Hash: body.sha256() } },
    });

    const tooBig = await fetch(proxy('PUT', 'too-big.bin'), {
      method: 'POST',
      headers,
      body: generatedBody(2_000_000).stream,
      duplex: 'half',
    } as RequestInit);
    expect(tooBig.status).toBe(413);
    const stored = await fetch(proxy('GET', 'too-big.bin'), { method: 'POST', headers });
    expect(stored.status).toBe(404);

    const item = await (await fetch(proxy('GET', 'big.bin'), { method: 'POST', headers })).json();
    const download = await fetch(item['@microsoft.graph.downloadUrl']);
    expect(await digestOf(download.body)).toEqual({ size: 1_000_000, sha256: body.sha256() });
  });
});

describe('createPlugboardNodeHandler: streamed tool answers (docs/internals/chat-stream.md §2)', () => {
  const execute = (url: string, signal?: AbortSignal) =>
    fetch(`${url}/api/plugboard/tools/execute`, {
      method: 'POST',
      headers: { ...asAda, origin: APP, 'x-plugboard': '1', 'content-type': 'application/json' },
      body: JSON.stringify(chatRequest(true)),
      signal,
    });

  it('passes the events through whole, to data: [DONE]', async () => {
    const url = await start();
    await createWebsearchAccount(upstream);
    const answer = await execute(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers.get('x-execution-id')).toMatch(/^exec_/);
    const events = await readEvents(answer.body).rest();
    expect(JSON.parse(events[0] ?? '').choices[0].delta.role).toBe('assistant');
    expect(events.at(-1)).toBe('[DONE]');
  });

  it('writes each event as it comes, and stops the upstream answer when the browser leaves', async () => {
    const front = await startUpstreamFront(upstream.emulator.url);
    servers.push(front);
    const errors: unknown[] = [];
    const url = await start({
      onError: (error) => errors.push(error),
      upstream: { baseUrl: front.url },
      app: { linkOrigins: [new URL(upstream.emulator.url).origin] },
    });
    await createWebsearchAccount(upstream);
    const outcome = front.nextOutcome('/api/v1/execute_tool');
    const browser = new AbortController();
    const answer = await execute(url, browser.signal);
    const events = readEvents(answer.body);
    expect(JSON.parse((await events.next()) ?? '').choices[0].delta.role).toBe('assistant');
    browser.abort();
    expect(await outcome).toBe('cut');
    expect(errors).toEqual([]);
  });
});

/** The connect flow through the Node adapter, for Ada's document library. */
async function connectDoclib(url: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${url}/api/plugboard${path}`, {
      method: 'POST',
      headers: { ...asAda, origin: APP, 'x-plugboard': '1', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const link = await (await post('/links', { connector: 'doclib' })).json();
  const redirect = await answerConsent(upstream.emulator, link.link);
  const verified = await post('/verify', {
    auth_request_id: redirect.authRequestId,
    state: redirect.state,
  });
  expect(verified.status).toBe(200);
}
