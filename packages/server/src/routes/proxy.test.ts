import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectAccount, createTestBff } from '../test/bff-harness.ts';
import { doclibStandIn, type ProxiedRequest } from '../test/doclib-stand-in.ts';
import { ADA, GRACE } from '../test/test-users.ts';
import { startUpstreamFront, type UpstreamFront } from '../test/upstream-front.ts';
import { setupEmulator } from '../test/use-emulator.ts';

const upstream = setupEmulator();
const seen: ProxiedRequest[] = [];
let front: UpstreamFront;

// The emulator has no document library proxy yet: a stand-in answers /proxy/* in front of it,
// while tokens and accounts stay the emulator's.
beforeAll(async () => {
  front = await startUpstreamFront(upstream.emulator.url, doclibStandIn(seen));
});
afterAll(() => front?.close());
beforeEach(() => {
  seen.length = 0;
});

function bff(overrides: Parameters<typeof createTestBff>[1] = {}) {
  return createTestBff(upstream, {
    baseUrl: front.url,
    fetch: undefined,
    // The emulator behind the front still hands out the consent links.
    linkOrigins: [new URL(upstream.emulator.url).origin],
    ...overrides,
  });
}

function proxyPath(query: Record<string, string>) {
  return `/proxy?${new URLSearchParams({ connector: 'doclib', ...query })}`;
}

describe('POST /proxy', () => {
  it("lists the user's sites through their ACTIVE document library account", async () => {
    const plugboard = bff();
    await connectAccount(plugboard, 'doclib');
    const answer = await plugboard.send(
      'POST',
      proxyPath({ method: 'GET', path: '/v1.0/me/sites', query: '$top=5&$select=id,name' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.json.value).toEqual([expect.objectContaining({ name: 'Team' })]);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/v1.0/me/sites',
        query: { $top: '5', $select: 'id,name' },
        headers: expect.objectContaining({
          connection_name: 'doclib',
          identifier: ADA.identifier,
          organization_id: ADA.organizationId,
        }),
      }),
    ]);
  });

  it('passes file metadata on, pre-signed download URL included', async () => {
    const plugboard = bff();
    await connectAccount(plugboard, 'doclib');
    const answer = await plugboard.send(
      'POST',
      proxyPath({ method: 'GET', path: '/v1.0/sites/site-1/drive/root:/reports/q1.pdf' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      name: 'reports/q1.pdf',
      '@microsoft.graph.downloadUrl': expect.stringMatching(/^https:\/\//),
    });
  });

  it("passes the library's 404 on in the error shape, with its message", async () => {
    const plugboard = bff();
    await connectAccount(plugboard, 'doclib');
    const answer = await plugboard.send(
      'POST',
      proxyPath({ method: 'GET', path: '/v1.0/sites/site-1/drive/root:/missing.txt' }),
    );
    expect(answer.status).toBe(404);
    expect(answer.json.error).toEqual({
      code: 'NOT_FOUND',
      status: 404,
      message: 'The document library answered 404: The resource could not be found.',
    });
  });

  it('streams an upload when the host allows uploads', async () => {
    const plugboard = bff({ allowedProxyRequests: ['list_sites', 'upload_file'] });
    await connectAccount(plugboard, 'doclib');
    const bytes = new Uint8Array(200_000).fill(7);
    const answer = await plugboard.send(
      'POST',
      proxyPath({ method: 'PUT', path: '/v1.0/sites/site-1/drive/root:/data.bin:/content' }),
      { body: bytes, headers: { 'content-type': 'application/octet-stream' } },
    );
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ name: 'data.bin', size: 200_000 });
    expect(seen.at(-1)).toMatchObject({
      bodyBytes: 200_000,
      headers: expect.objectContaining({ 'content-type': 'application/octet-stream' }),
    });
  });

  it('refuses uploads by default, and any request off the allow-list, before the upstream', async () => {
    const plugboard = bff();
    await connectAccount(plugboard, 'doclib');
    const upload = await plugboard.send(
      'POST',
      proxyPath({ method: 'PUT', path: '/v1.0/sites/site-1/drive/root:/a.txt:/content' }),
      { body: 'text', headers: { 'content-type': 'text/plain' } },
    );
    expect(upload.status).toBe(403);
    expect(upload.json.error.message).toMatch(
      /does not let the browser send PUT .*; it allows list_sites, get_root_site, get_file_metadata/,
    );
    for (const path of [
      '/v1.0/me/drive/root/children',
      '/v1.0/sites/site-1/drive/root:/../../admin',
      '/v1.0/sites/site-1/drive/root:/a%2F..%2Fb',
      '/v1.0/users',
    ]) {
      const answer = await plugboard.send('POST', proxyPath({ method: 'GET', path }));
      expect(answer.status).toBe(403);
    }
    expect(seen).toEqual([]);
  });

  it('answers 413 to an upload over maxProxyBodyBytes, declared or streamed', async () => {
    const plugboard = bff({ allowedProxyRequests: ['upload_file'], maxProxyBodyBytes: 4_096 });
    await connectAccount(plugboard, 'doclib');
    const path = proxyPath({
      method: 'PUT',
      path: '/v1.0/sites/site-1/drive/root:/big.bin:/content',
    });
    const declared = await plugboard.send('POST', path, {
      body: new Uint8Array(5_000),
      headers: { 'content-length': '5000' },
    });
    expect(declared.status).toBe(413);
    expect(seen).toEqual([]);

    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1_024;
        controller.enqueue(new Uint8Array(1_024));
        if (sent >= 64 * 1_024) controller.close();
      },
    });
    const streamed = await plugboard.handle(
      new Request(`https://app.example.com/api/plugboard${path}`, {
        method: 'POST',
        headers: {
          origin: 'https://app.example.com',
          'x-plugboard': '1',
          'x-test-user': JSON.stringify(ADA),
        },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(64 * 1_024);
  });

  it("answers 404 to another user's account_id and 409 without an account, reaching nothing", async () => {
    const plugboard = bff();
    const graces = await connectAccount(plugboard, 'doclib', GRACE);
    const stolen = await plugboard.send(
      'POST',
      proxyPath({ method: 'GET', path: '/v1.0/me/sites', account_id: graces.id }),
      { user: ADA },
    );
    expect(stolen.status).toBe(404);
    expect(stolen.json.error.code).toBe('NOT_FOUND');
    const none = await plugboard.send(
      'POST',
      proxyPath({ method: 'GET', path: '/v1.0/me/sites' }),
      {
        user: ADA,
      },
    );
    expect(none.status).toBe(409);
    expect(none.json.error.code).toBe('ACCOUNT_NOT_CONNECTED');
    expect(seen).toEqual([]);
  });

  it('names a bad query: another connector, another method, no path', async () => {
    const plugboard = bff();
    const crm = await plugboard.send('POST', '/proxy?connector=crm&method=GET&path=/x');
    expect(crm.json.error.message).toMatch(/^Invalid request query: connector: must be doclib/);
    const method = await plugboard.send(
      'POST',
      proxyPath({ method: 'DELETE', path: '/v1.0/me/sites' }),
    );
    expect(method.json.error.message).toMatch(/method: must be GET or PUT/);
    const missing = await plugboard.send('POST', '/proxy?connector=doclib&method=GET');
    expect(missing.json.error.message).toBe('Invalid request query: path: is required');
    expect(seen).toEqual([]);
  });
});
