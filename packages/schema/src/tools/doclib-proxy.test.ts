import { describe, expect, it } from 'vitest';
import { classifyDoclibRequest, doclibProxyRequestSchema } from './doclib-proxy.ts';

const SITE =
  'contoso.sharepoint.com,2c712604-1370-44e7-a1f5-426573b6d37a,2d2244c3-251a-49ea-93a8-39e1736d2ce8';

describe('classifyDoclibRequest (docs/connectors.md §4.6)', () => {
  it('recognises listing the user’s sites', () => {
    expect(classifyDoclibRequest('GET', '/v1.0/me/sites')).toEqual({
      kind: 'list_sites',
      method: 'GET',
      effect: 'read',
    });
  });

  it('recognises getting the root site', () => {
    expect(classifyDoclibRequest('GET', '/v1.0/sites/root')).toEqual({
      kind: 'get_root_site',
      method: 'GET',
      effect: 'read',
    });
  });

  it('recognises file metadata, with the site id and the decoded file name', () => {
    expect(classifyDoclibRequest('GET', `/v1.0/sites/${SITE}/drive/root:/Q1%20report.pdf`)).toEqual(
      {
        kind: 'get_file_metadata',
        method: 'GET',
        effect: 'read',
        site_id: SITE,
        filename: 'Q1 report.pdf',
      },
    );
  });

  it('recognises an upload, a file in a folder included', () => {
    expect(
      classifyDoclibRequest('PUT', '/v1.0/sites/site-1/drive/root:/reports/q1.pdf:/content'),
    ).toEqual({
      kind: 'upload_file',
      method: 'PUT',
      effect: 'write',
      site_id: 'site-1',
      filename: 'reports/q1.pdf',
    });
  });

  it('reads the method case-insensitively', () => {
    expect(classifyDoclibRequest('get', '/v1.0/me/sites')?.kind).toBe('list_sites');
  });

  it('returns requests the schema accepts', () => {
    const request = classifyDoclibRequest('PUT', '/v1.0/sites/s/drive/root:/a.txt:/content');
    expect(doclibProxyRequestSchema.parse(request)).toEqual(request);
  });

  it.each([
    ['POST', '/v1.0/me/sites'],
    ['DELETE', '/v1.0/sites/root'],
    ['PUT', '/v1.0/sites/s/drive/root:/a.txt'],
    ['GET', '/v1.0/sites/s/drive/root:/a.txt:/content'],
    ['DELETE', '/v1.0/sites/s/drive/root:/a.txt'],
  ])('refuses %s %s: a method the route does not allow', (method, path) => {
    expect(classifyDoclibRequest(method, path)).toBeNull();
  });

  it.each([
    '/v1.0/me/messages',
    '/v1.0/me/sites/',
    '/v1.0/me/sites?$top=1',
    '/beta/me/sites',
    '/v1.0/sites/s/drive/items/123',
    '/v1.0/sites/s/drive/root:/',
    '/v1.0/sites//drive/root:/a.txt',
  ])('refuses GET %s: not one of the four shapes', (path) => {
    expect(classifyDoclibRequest('GET', path)).toBeNull();
  });

  it.each([
    '/v1.0/sites/s/drive/root:/../../../me/messages',
    '/v1.0/sites/s/drive/root:/%2e%2e/%2E%2E/me',
    '/v1.0/sites/s/drive/root:/a//b.txt',
    '/v1.0/sites/s/drive/root:/a%2Fb.txt',
    '/v1.0/sites/s/drive/root:/a%3Ab.txt',
    '/v1.0/sites/%2e%2e/drive/root:/a.txt',
    '/v1.0/sites/s/drive/root:/a%0Ab.txt',
    '/v1.0/sites/s/drive/root:/bad%zzescape.txt',
  ])('refuses GET %s: a path that could reach another endpoint', (path) => {
    expect(classifyDoclibRequest('GET', path)).toBeNull();
  });
});
