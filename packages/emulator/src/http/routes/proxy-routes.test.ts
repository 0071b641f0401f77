import { createHash } from 'node:crypto';
import { connectedAccountResponseSchema } from '@plugboard/schema/upstream';
import { beforeAll, describe, expect, it } from 'vitest';
import { exactly } from '../../test/exact-answers.ts';
import { errorBody, setupEmulator } from '../../test/harness.ts';
import {
  doclibSiteListSchema,
  doclibSiteSchema,
  driveItemSchema,
} from '../../test/result-parts.ts';

const t = setupEmulator();
const IDENTIFIER = 'ada@contoso.com';
let token: string;

beforeAll(async () => {
  token = await t.token();
  const created = await t.api('POST', '/api/v1/connected_accounts', {
    connector: 'doclib',
    identifier: IDENTIFIER,
    connected_account: { authorization_details: { oauth_token: { access_token: 'at' } } },
  });
  connectedAccountResponseSchema.parse(created.body);
});

/** A request through the proxy for the account, as the BFF sends it. */
function proxy(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return fetch(`${t.emulator.url}/proxy${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      connection_name: 'doclib',
      identifier: IDENTIFIER,
      ...init.headers,
    },
  });
}

const libraryError = (code: string) => ({ error: { code, message: expect.any(String) } });

async function metadata(path: string) {
  const res = await proxy(`/v1.0/sites/root/drive/root:/${path}`);
  expect(res.status).toBe(200);
  return exactly.doclib(driveItemSchema, await res.json());
}

describe('GET /proxy/v1.0/me/sites and /v1.0/sites/root', () => {
  it("lists the account's sites, the root site first", async () => {
    const res = await proxy('/v1.0/me/sites');
    expect(res.status).toBe(200);
    const { value } = exactly.doclib(doclibSiteListSchema, await res.json());
    expect(value.map((site) => [site.displayName, site.webUrl])).toEqual([
      ['Home', 'https://contoso.sharepoint.com'],
      ['Marketing', 'https://contoso.sharepoint.com/sites/marketing'],
      ['Engineering', 'https://contoso.sharepoint.com/sites/engineering'],
    ]);
    const root = await proxy('/v1.0/sites/root');
    expect(exactly.doclib(doclibSiteSchema, await root.json())).toEqual(value[0]);
    expect(value[0]?.root).toEqual({});
  });

  it('accepts the connection id in connection_name too', async () => {
    const res = await proxy('/v1.0/sites/root', { headers: { connection_name: 'conn_doclib' } });
    expect(res.status).toBe(200);
  });
});

describe('GET /proxy/v1.0/sites/{site_id}/drive/root:/{filename}', () => {
  it('answers file metadata with a pre-signed download URL that needs no authorization', async () => {
    const sites = await (await proxy('/v1.0/me/sites')).json();
    const marketing = exactly.doclib(doclibSiteSchema, sites.value[1]);
    const res = await proxy(
      `/v1.0/sites/${encodeURIComponent(marketing.id)}/drive/root:/brand/Guidelines.md`,
    );
    const item = exactly.doclib(driveItemSchema, await res.json());
    expect(item).toMatchObject({
      name: 'Guidelines.md',
      webUrl:
        'https://contoso.sharepoint.com/sites/marketing/Shared%20Documents/brand/Guidelines.md',
      parentReference: { path: '/drive/root:/brand', siteId: marketing.id },
      file: { mimeType: 'text/markdown' },
    });
    const download = await fetch(item['@microsoft.graph.downloadUrl'] ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/markdown');
    const text = await download.text();
    expect(text).toMatch(/^# Brand guidelines/);
    expect(Buffer.byteLength(text)).toBe(item.size);
    expect(createHash('sha256').update(text).digest('hex').toUpperCase()).toBe(
      item.file?.hashes?.sha256Hash,
    );
    const url = item['@microsoft.graph.downloadUrl'] ?? '';
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(item.size));
    const range = await fetch(url, { headers: { range: 'bytes=0-6' } });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('# Brand');
  });

  it('finds names whatever their case, and answers a folder with its child count', async () => {
    expect((await metadata('welcome.TXT')).name).toBe('Welcome.txt');
    const res = await proxy('/v1.0/sites/root/drive/root:/reports');
    const folder = exactly.doclib(driveItemSchema, await res.json());
    expect(folder).toMatchObject({ name: 'reports', folder: { childCount: 1 } });
  });

  it('answers 404 in the library shape for a missing file or site', async () => {
    const missing = await proxy('/v1.0/sites/root/drive/root:/missing.txt');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(libraryError('itemNotFound'));
    const site = await proxy('/v1.0/sites/nowhere/drive/root:/Welcome.txt');
    expect(site.status).toBe(404);
  });
});

describe('PUT /proxy/v1.0/sites/{site_id}/drive/root:/{filename}:/content', () => {
  it('stores the bytes with their media type: 201 for a new file, 200 replacing it', async () => {
    const first = await proxy('/v1.0/sites/root/drive/root:/notes/plan.json:/content', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"step":1}',
    });
    expect(first.status).toBe(201);
    const created = exactly.doclib(driveItemSchema, await first.json());
    expect(created).toMatchObject({
      name: 'plan.json',
      size: 10,
      webUrl: 'https://contoso.sharepoint.com/Shared%20Documents/notes/plan.json',
      file: { mimeType: 'application/json' },
    });
    expect(created['@microsoft.graph.downloadUrl']).toBeUndefined();

    // Bytes without a Content-Type: the library takes them as generic binary.
    const second = await proxy('/v1.0/sites/root/drive/root:/notes/plan.json:/content', {
      method: 'PUT',
      body: new TextEncoder().encode('step two'),
    });
    expect(second.status).toBe(200);
    const replaced = exactly.doclib(driveItemSchema, await second.json());
    expect(replaced.id).toBe(created.id);
    expect(replaced.eTag).not.toBe(created.eTag);
    const item = await metadata('notes/plan.json');
    const download = await fetch(item['@microsoft.graph.downloadUrl'] ?? '');
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(await download.text()).toBe('step two');
  });

  it('refuses to turn a folder into a file (409) and a missing site (404)', async () => {
    const onFolder = await proxy('/v1.0/sites/root/drive/root:/reports:/content', {
      method: 'PUT',
      body: 'x',
    });
    expect(onFolder.status).toBe(409);
    expect(await onFolder.json()).toEqual(libraryError('nameAlreadyExists'));
    const nowhere = await proxy('/v1.0/sites/nowhere/drive/root:/a.txt:/content', {
      method: 'PUT',
      body: 'x',
    });
    expect(nowhere.status).toBe(404);
  });

  it('streams a 50 MB upload to disk and back out through the download URL', async () => {
    const size = 50 * 1024 * 1024;
    const sent = createHash('sha256');
    let offset = 0;
    // Each chunk is made when the upload asks for the next: the file never exists whole.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= size) return controller.close();
        const chunk = Buffer.alloc(64 * 1024, offset % 251);
        offset += chunk.byteLength;
        sent.update(chunk);
        controller.enqueue(chunk);
      },
    });
    const upload = await proxy('/v1.0/sites/root/drive/root:/big/archive.bin:/content', {
      method: 'PUT',
      headers: { 'content-type': 'application/zip' },
      body,
      duplex: 'half',
    } as RequestInit & { headers: Record<string, string> });
    expect(upload.status).toBe(201);
    const item = exactly.doclib(driveItemSchema, await upload.json());
    const expected = sent.digest('hex').toUpperCase();
    expect(item.size).toBe(size);
    expect(item.file?.hashes?.sha256Hash).toBe(expected);

    const url = (await metadata('big/archive.bin'))['@microsoft.graph.downloadUrl'] ?? '';
    const download = await fetch(url);
    expect(download.headers.get('content-length')).toBe(String(size));
    const received = createHash('sha256');
    let bytes = 0;
    const reader = download.body?.getReader();
    for (let part = await reader?.read(); part?.value !== undefined; part = await reader?.read()) {
      received.update(part.value);
      bytes += part.value.byteLength;
    }
    expect(bytes).toBe(size);
    expect(received.digest('hex').toUpperCase()).toBe(expected);
  }, 120_000);
});

describe('requests the proxy refuses', () => {
  it('answers 405 for another method on a known path, 404 for any other path', async () => {
    const del = await proxy('/v1.0/me/sites', { method: 'DELETE' });
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')).toBe('GET');
    expect(await del.json()).toEqual(libraryError('notAllowed'));
    const post = await proxy('/v1.0/sites/root/drive/root:/a.txt:/content', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('PUT');
    for (const path of ['/v1.0/me/drive', '/v1.0/sites/root/drive/items/01AB', '/']) {
      const res = await proxy(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual(libraryError('itemNotFound'));
    }
  });

  it('needs a bearer token and headers naming an ACTIVE document library account', async () => {
    const anonymous = await fetch(`${t.emulator.url}/proxy/v1.0/me/sites`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual(errorBody(16, 'UNAUTHENTICATED'));
    const noHeaders = await fetch(`${t.emulator.url}/proxy/v1.0/me/sites`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(noHeaders.status).toBe(400);
    expect((await noHeaders.json()).message).toContain('connection_name is required');
    const stranger = await proxy('/v1.0/me/sites', { headers: { identifier: 'eve@contoso.com' } });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual(errorBody(5, 'ACCOUNT_NOT_FOUND'));
    const crm = await proxy('/v1.0/me/sites', { headers: { connection_name: 'crm' } });
    expect(crm.status).toBe(400);
    await t.api('POST', '/api/v1/connected_accounts', {
      connector: 'doclib',
      identifier: 'pending@contoso.com',
    });
    const pending = await proxy('/v1.0/me/sites', {
      headers: { identifier: 'pending@contoso.com' },
    });
    expect(pending.status).toBe(400);
    expect(await pending.json()).toEqual(errorBody(3, 'ACCOUNT_NOT_ACTIVE'));
  });
});

describe('faults', () => {
  it('apply to the proxy through the connector its connection_name names', async () => {
    t.emulator.control.addFault({ connector: 'doclib', kind: '503', count: 1 });
    const failed = await proxy('/v1.0/me/sites');
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual(errorBody(14, 'UNAVAILABLE'));
    expect((await proxy('/v1.0/me/sites')).status).toBe(200);
  });
});

describe('download URLs', () => {
  it('stop working when the account is deleted', async () => {
    await t.api('POST', '/api/v1/connected_accounts', {
      connector: 'doclib',
      identifier: 'leaver@contoso.com',
      connected_account: { authorization_details: { oauth_token: { access_token: 'at' } } },
    });
    const res = await proxy('/v1.0/sites/root/drive/root:/Welcome.txt', {
      headers: { identifier: 'leaver@contoso.com' },
    });
    const url =
      exactly.doclib(driveItemSchema, await res.json())['@microsoft.graph.downloadUrl'] ?? '';
    expect((await fetch(url)).status).toBe(200);
    await t.api('POST', '/api/v1/connected_accounts:delete', {
      connector: 'doclib',
      identifier: 'leaver@contoso.com',
    });
    const gone = await fetch(url);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual(libraryError('itemNotFound'));
  });

  it('refuse a forged token', async () => {
    const url = (await metadata('Welcome.txt'))['@microsoft.graph.downloadUrl'] ?? '';
    const forged = await fetch(`${url.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual(libraryError('unauthenticated'));
  });

  it('expire after an hour by the emulator clock', async () => {
    const url = (await metadata('Welcome.txt'))['@microsoft.graph.downloadUrl'] ?? '';
    expect((await fetch(url)).status).toBe(200);
    await t.emulator.control.advanceClock(3700);
    const expired = await fetch(url);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual(libraryError('unauthenticated'));
  });
});
