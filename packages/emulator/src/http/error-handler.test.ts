import { describe, expect, it } from 'vitest';
import { errorBody, setupEmulator } from '../test/harness.ts';

const t = setupEmulator();

describe('errors outside any route', () => {
  it('answers unknown routes with 404 in the error body shape', async () => {
    const answer = await t.api('GET', '/api/v1/no_such_thing');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(errorBody(5, 'NOT_FOUND'));
  });

  it('answers an unknown route outside /api/v1 with 404 too', async () => {
    const answer = await t.request('/nowhere');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(errorBody(5, 'NOT_FOUND'));
  });

  it('answers malformed JSON with 400 INVALID_ARGUMENT', async () => {
    const answer = await t.request('/api/v1/connected_accounts', {
      method: 'POST',
      headers: { authorization: `Bearer ${await t.token()}`, 'content-type': 'application/json' },
      body: '{"connector": ',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
  });
});
