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

  it('lets a valid token through', async () => {
    expect((await t.api('GET', '/api/v1/connections')).status).toBe(200);
  });
});
