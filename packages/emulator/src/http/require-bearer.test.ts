import { describe, expect, it } from 'vitest';
import { errorBody, setupEmulator } from '../test/harness.ts';

const t = setupEmulator();

describe('bearer check on /api/v1', () => {
  it('answers an empty token with code 16, UNAUTHENTICATED and a message saying it is empty', async () => {
    const variants: Record<string, string>[] = [
      {},
      { authorization: 'Bearer ' },
      { authorization: 'Bearer' },
    ];
    for (const headers of variants) {
      const answer = await t.request('/api/v1/connected_accounts', { headers });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        code: 16,
        message: expect.stringContaining('token is empty'),
        details: [
          { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', error_code: 'UNAUTHENTICATED' },
        ],
      });
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('answers 401 for a token it never issued', async () => {
    const answer = await t.request('/api/v1/connections', {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(errorBody(16, 'UNAUTHENTICATED'));
    expect((answer.body as { message: string }).message).toContain('invalid');
  });

  it('answers 401 on every endpoint of docs/internals/upstream-api.md §4 and of its extensions', async () => {
    const routes = [
      'GET /api/v1/connected_accounts',
      'POST /api/v1/connected_accounts',
      'PUT /api/v1/connected_accounts',
      'GET /api/v1/connected_accounts/auth',
      'POST /api/v1/connected_accounts/magic_link',
      'POST /api/v1/connected_accounts/user/verify',
      'POST /api/v1/connected_accounts:delete',
      'GET /api/v1/connected_accounts:search',
      'GET /api/v1/connections',
      'POST /api/v1/execute_tool',
      'PATCH /api/v1/invites/organizations/org_1/users/usr_1/resend',
      'POST /api/v1/memberships/organizations/org_1/users/usr_1',
      'PATCH /api/v1/memberships/organizations/org_1/users/usr_1',
      'DELETE /api/v1/memberships/organizations/org_1/users/usr_1',
      'GET /api/v1/organizations',
      'POST /api/v1/organizations',
      'GET /api/v1/organizations/org_1',
      'PATCH /api/v1/organizations/org_1',
      'DELETE /api/v1/organizations/org_1',
      'PUT /api/v1/organizations/org_1/portal_links',
      'PATCH /api/v1/organizations/org_1/settings',
      'GET /api/v1/organizations/org_1/roles',
      'POST /api/v1/organizations/org_1/roles',
      'GET /api/v1/roles',
      'POST /api/v1/roles',
      'POST /api/v1/organizations/org_1/users',
      'GET /api/v1/organizations/org_1/users',
      'GET /api/v1/users',
      'GET /api/v1/users/usr_1',
      'PATCH /api/v1/users/usr_1',
      'DELETE /api/v1/users/usr_1',
    ];
    for (const route of routes) {
      const [method, path] = route.split(' ');
      const answer = await t.request(path ?? '', {
        method,
        headers: { authorization: 'Bearer forged', 'content-type': 'application/json' },
        body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      });
      expect(answer.status, route).toBe(401);
      expect(answer.body).toEqual(errorBody(16, 'UNAUTHENTICATED'));
    }
  });

  it('lets a valid token through', async () => {
    expect((await t.api('GET', '/api/v1/connections')).status).toBe(200);
  });
});
