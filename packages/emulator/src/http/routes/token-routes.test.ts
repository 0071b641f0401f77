import { tokenResponseSchema } from '@plugboard/schema/upstream';
import { describe, expect, it } from 'vitest';
import { errorBody, setupEmulator } from '../../test/harness.ts';

const t = setupEmulator();

function tokenForm(fields: Record<string, string>): RequestInit {
  return { method: 'POST', body: new URLSearchParams(fields) };
}

describe('POST /oauth/token', () => {
  it('issues a bearer token for the client credentials in the form', async () => {
    const { clientId, clientSecret } = t.emulator;
    const answer = await t.request(
      '/oauth/token',
      tokenForm({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
      }),
    );
    expect(answer.status).toBe(200);
    const token = tokenResponseSchema.parse(answer.body);
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
  });

  it('accepts the client in HTTP Basic auth', async () => {
    const { clientId, clientSecret } = t.emulator;
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    const answer = await t.request('/oauth/token', {
      ...tokenForm({ grant_type: 'client_credentials' }),
      headers: { authorization: `Basic ${basic}` },
    });
    expect(answer.status).toBe(200);
    tokenResponseSchema.parse(answer.body);
  });

  it('answers 401 for a wrong secret', async () => {
    const answer = await t.request(
      '/oauth/token',
      tokenForm({
        grant_type: 'client_credentials',
        client_id: t.emulator.clientId,
        client_secret: 'wrong',
      }),
    );
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(errorBody(16, 'UNAUTHENTICATED'));
  });

  it('answers 400 for an unsupported grant type', async () => {
    const { clientId, clientSecret } = t.emulator;
    const answer = await t.request(
      '/oauth/token',
      tokenForm({ grant_type: 'password', client_id: clientId, client_secret: clientSecret }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    expect((answer.body as { message: string }).message).toContain('grant_type');
  });

  it('answers 400 when the client id is missing', async () => {
    const answer = await t.request(
      '/oauth/token',
      tokenForm({ grant_type: 'client_credentials', client_secret: 'x' }),
    );
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain('client_id');
  });

  it('issues tokens that stop working once the emulator clock passes their lifetime', async () => {
    const token = await t.token();
    const call = () =>
      t.request('/api/v1/connections', { headers: { authorization: `Bearer ${token}` } });
    expect((await call()).status).toBe(200);
    await t.emulator.control.advanceClock(3600);
    const expired = await call();
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(errorBody(16, 'UNAUTHENTICATED'));
    expect((expired.body as { message: string }).message).toContain('expired');
  });
});
