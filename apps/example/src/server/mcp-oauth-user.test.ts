import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { exampleMcpScopes } from './allowed-tools.ts';
import { demoUserOfToken } from './mcp-oauth-user.ts';
import { startUpstream } from './upstream.ts';

describe('demoUserOfToken', () => {
  test('names the demo user by the token subject, or by its email', () => {
    expect(demoUserOfToken({ sub: 'usr_ada', org_id: 'org_acme' })?.name).toBe('Ada Lovelace');
    expect(demoUserOfToken({ sub: 'usr_9f2', email: 'grace@acme.test' })?.id).toBe('usr_grace');
  });

  test('names nobody for another organization or an unknown user', () => {
    expect(demoUserOfToken({ sub: 'usr_ada', org_id: 'org_globex' })).toBeUndefined();
    expect(demoUserOfToken({ sub: 'usr_mallory', email: 'mallory@evil.test' })).toBeUndefined();
  });
});

test('the embedded emulator signs the demo users in, in Acme, for the registered MCP endpoint', async () => {
  const upstream = await startUpstream({}, { memory: true });
  try {
    const endpoint = 'http://127.0.0.1:9/mcp';
    const authorizationServer = await upstream.mcpAuthorization?.register(
      endpoint,
      exampleMcpScopes(),
    );
    expect(authorizationServer).toMatch(new RegExp(`^${upstream.baseUrl}/resources/res_`));
    const resourceId = authorizationServer?.split('/').at(-1);
    const client = (await (
      await fetch(`${upstream.baseUrl}/resources/${resourceId}/client_register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ redirect_uris: ['http://127.0.0.1:9/cb'] }),
      })
    ).json()) as { client_id: string };
    const authorize = new URL(`${upstream.baseUrl}/oauth/authorize`);
    authorize.search = new URLSearchParams({
      response_type: 'code',
      client_id: client.client_id,
      redirect_uri: 'http://127.0.0.1:9/cb',
      code_challenge: createHash('sha256')
        .update(randomBytes(32).toString('base64url'))
        .digest('base64url'),
      code_challenge_method: 'S256',
      resource: endpoint,
    }).toString();
    const signIn = await fetch(authorize, { redirect: 'manual' });
    const page = await (await fetch(signIn.headers.get('location') ?? '')).text();
    for (const name of ['Ada Lovelace · Acme', 'Grace Hopper · Acme', 'Alan Turing · Acme']) {
      expect(page).toContain(name);
    }
    // The client asked for no scope: every registered connector is offered, ticked.
    expect(page).toContain('name="scope" value="connector:crm" checked');
  } finally {
    await upstream.close();
  }
}, 60_000);
