import { describe, expect, it } from 'vitest';
import { connectAccount, createTestBff, type TestBff } from '../../test/bff-harness.ts';
import { digestOf, generatedBody } from '../../test/byte-streams.ts';
import { ADA, GRACE } from '../../test/test-users.ts';
import { setupEmulator } from '../../test/use-emulator.ts';

// The emulator's own document library proxy (docs/internals/emulator.md §"The document library proxy"):
// `{base_url}/proxy{path}` with the account named by the `connection_name` and `identifier`
// headers, files kept per account, pre-signed download URLs.
const upstream = setupEmulator();

/** The upstream calls that reached the document library proxy since the test started. */
const proxied = () => upstream.calls.filter((call) => call.path.startsWith('/proxy/'));

function proxyPath(query: Record<string, string>) {
  return `/proxy?${new URLSearchParams({ connector: 'doclib', ...query })}`;
}

/** GET of a file's metadata through the BFF, as `user`. */
function metadata(bff: TestBff, filename: string, user = ADA) {
  return bff.send(
    'POST',
    proxyPath({ method: 'GET', path: `/v1.0/sites/root/drive/root:/${filename}` }),
    { user },
  );
}

/** The headers a proxied answer may carry: the library's three, the sandbox and our own. */
const ANSWER_HEADERS = [
  'cache-control',
  'content-security-policy',
  'content-type',
  'etag',
  'last-modified',
  'x-content-type-options',
  'x-request-id',
];

describe('POST /proxy', () => {
  it("lists the user's sites through their ACTIVE account, passing only safe headers either way", async () => {
    const bff = createTestBff(upstream);
    await connectAccount(bff, 'doclib');
    const answer = await bff.send(
      'POST',
      proxyPath({ method: 'GET', path: '/v1.0/me/sites', query: '$top=5&$select=id,name' }),
      { headers: { cookie: 'session=browser-cookie', authorization: 'Bearer browser-token' } },
    );
    expect(answer.status).toBe(200);
    // The emulator names sites after the identifier's domain: these are Ada's.
    expect(answer.json.value).toHaveLength(3);
    for (const site of answer.json.value) expect(site.webUrl).toMatch(/^https:\/\/example\./);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect([...answer.headers.keys()].filter((name) => !ANSWER_HEADERS.includes(name))).toEqual([]);

    const [call, ...more] = proxied();
    expect(more).toEqual([]);
    expect(call).toMatchObject({
      method: 'GET',
      path: '/proxy/v1.0/me/sites',
      query: { $top: '5', $select: 'id,name' },
      status: 200,
    });
    const sent = Object.fromEntries(call?.headers ?? []);
    expect(sent).toMatchObject({
      connection_name: 'doclib',
      identifier: ADA.identifier,
      organization_id: ADA.organizationId,
      authorization: `Bearer ${upstream.issuedTokens.at(-1)}`,
    });
    expect(Object.keys(sent).sort()).toEqual([
      'accept',
      'authorization',
      'connection_name',
      'identifier',
      'organization_id',
      'x-request-id',
    ]);
  });

  it('passes file metadata on, with a pre-signed download URL that needs no authorization', async () => {
    const bff = createTestBff(upstream);
    await connectAccount(bff, 'doclib');
    const answer = await metadata(bff, 'Welcome.txt');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ name: 'Welcome.txt', file: { mimeType: 'text/plain' } });
    const download = await fetch(answer.json['@microsoft.graph.downloadUrl']);
    expect(download.status).toBe(200);
    expect(await digestOf(download.body)).toEqual({
      size: answer.json.size,
      sha256: answer.json.file.hashes.sha256Hash,
    });
  });

  it("passes the library's 404 on in the error shape, with its message", async () => {
    const bff = createTestBff(upstream);
    await connectAccount(bff, 'doclib');
    const answer = await metadata(bff, 'missing.txt');
    expect(answer.status).toBe(404);
    expect(answer.json.error).toEqual({
      code: 'NOT_FOUND',
      status: 404,
      message: 'The document library answered 404: The resource could not be found: missing.txt.',
    });
  });

  it('streams a large upload to the library, typed by its Content-Type, and the file downloads whole', async () => {
    const size = 12 * 1_048_576;
    const bff = createTestBff(upstream, {
      tools: { proxyRequests: ['get_file_metadata', 'upload_file'] },
      limits: { maxProxyBodyBytes: 16 * 1_048_576 },
    });
    await connectAccount(bff, 'doclib');
    const body = generatedBody(size);
    const upload = await bff.send(
      'POST',
      proxyPath({ method: 'PUT', path: '/v1.0/sites/root/drive/root:/reports/big.pdf:/content' }),
      { body: body.stream, headers: { 'content-type': 'application/pdf' } },
    );
    expect(upload.status).toBe(201);
    expect(upload.json).toMatchObject({
      name: 'big.pdf',
      size,
      file: { mimeType: 'application/pdf', hashes: { sha256Hash: body.sha256() } },
    });
    expect(proxied().at(-1)?.headers.get('content-type')).toBe('application/pdf');

    const item = await metadata(bff, 'reports/big.pdf');
    const download = await fetch(item.json['@microsoft.graph.downloadUrl']);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(await digestOf(download.body)).toEqual({ size, sha256: body.sha256() });
  });

  it('refuses uploads by default, and any request off the allow-list, before the upstream', async () => {
    const bff = createTestBff(upstream);
    await connectAccount(bff, 'doclib');
    const upload = await bff.send(
      'POST',
      proxyPath({ method: 'PUT', path: '/v1.0/sites/root/drive/root:/a.txt:/content' }),
      { body: 'text', headers: { 'content-type': 'text/plain' } },
    );
    expect(upload.status).toBe(403);
    expect(upload.json.error.message).toMatch(
      /does not let the browser send PUT .*; it allows list_sites, get_root_site, get_file_metadata/,
    );
    for (const path of [
      '/v1.0/me/drive/root/children',
      '/v1.0/sites/root/drive/root:/../../admin',
      '/v1.0/sites/root/drive/root:/a%2F..%2Fb',
      '/v1.0/users',
    ]) {
      const answer = await bff.send('POST', proxyPath({ method: 'GET', path }));
      expect(answer.status).toBe(403);
    }
    expect(proxied()).toEqual([]);
    expect((await metadata(bff, 'a.txt')).status).toBe(404);
  });

  it('answers 413 to an upload over maxProxyBodyBytes, declared or streamed, and stores nothing', async () => {
    const bff = createTestBff(upstream, {
      tools: { proxyRequests: ['get_file_metadata', 'upload_file'] },
      limits: { maxProxyBodyBytes: 4_096 },
    });
    await connectAccount(bff, 'doclib');
    const path = proxyPath({
      method: 'PUT',
      path: '/v1.0/sites/root/drive/root:/big.bin:/content',
    });
    const declared = await bff.send('POST', path, {
      body: new Uint8Array(5_000),
      headers: { 'content-length': '5000' },
    });
    expect(declared.status).toBe(413);
    expect(proxied()).toEqual([]);

    const endless = generatedBody(64 * 1_024, 1_024);
    const streamed = await bff.send('POST', path, { body: endless.stream });
    expect(streamed.status).toBe(413);
    expect(streamed.json.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(endless.sent()).toBeLessThan(64 * 1_024);
    expect((await metadata(bff, 'big.bin')).status).toBe(404);
  });

  it('answers 502 when the library answers more than maxProxyBodyBytes', async () => {
    const bff = createTestBff(upstream, { limits: { maxProxyBodyBytes: 1_024 } });
    await connectAccount(bff, 'doclib');
    const answer = await metadata(bff, 'Welcome.txt');
    expect(answer.status).toBe(502);
    expect(answer.json.error.code).toBe('UPSTREAM_ERROR');
    expect(answer.text).not.toContain('downloadUrl');
  });

  it("answers 404 to another user's account_id and 409 without an account, changing nothing", async () => {
    const bff = createTestBff(upstream, {
      tools: { proxyRequests: ['get_file_metadata', 'upload_file'] },
    });
    const graces = await connectAccount(bff, 'doclib', GRACE);
    const stolen = await bff.send(
      'POST',
      proxyPath({
        method: 'PUT',
        path: '/v1.0/sites/root/drive/root:/planted.txt:/content',
        account_id: graces.id,
      }),
      { user: ADA, body: 'planted', headers: { 'content-type': 'text/plain' } },
    );
    expect(stolen.status).toBe(404);
    expect(stolen.json.error.code).toBe('NOT_FOUND');
    const none = await metadata(bff, 'Welcome.txt', ADA);
    expect(none.status).toBe(409);
    expect(none.json.error.code).toBe('ACCOUNT_NOT_CONNECTED');
    expect(proxied()).toEqual([]);
    expect((await metadata(bff, 'planted.txt', GRACE)).status).toBe(404);
  });

  it('names a bad query: another connector, another method, no path', async () => {
    const bff = createTestBff(upstream);
    const crm = await bff.send('POST', '/proxy?connector=crm&method=GET&path=/x');
    expect(crm.json.error.message).toMatch(/^Invalid request query: connector: must be doclib/);
    const method = await bff.send('POST', proxyPath({ method: 'DELETE', path: '/v1.0/me/sites' }));
    expect(method.json.error.message).toMatch(/method: must be GET or PUT/);
    const missing = await bff.send('POST', '/proxy?connector=doclib&method=GET');
    expect(missing.json.error.message).toBe('Invalid request query: path: is required');
    expect(proxied()).toEqual([]);
  });
});
