import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupEmulator } from '../test/harness.ts';
import type { RegisteredMcpServer } from './authorization-server.ts';

const t = setupEmulator();
const REDIRECT = 'http://127.0.0.1:9/callback';
const SERVER_URL = 'http://127.0.0.1:9/mcp';

let mcp: RegisteredMcpServer;

beforeAll(async () => {
  await t.emulator.control.seed({
    data: {
      organizations: [
        { id: 'org_acme', display_name: 'Acme' },
        { id: 'org_globex', display_name: 'Globex' },
      ],
      users: [
        {
          id: 'usr_ada',
          email: 'ada@acme.test',
          user_profile: { name: 'Ada Lovelace' },
          memberships: [{ organization_id: 'org_acme' }],
        },
        {
          id: 'usr_bob',
          email: 'bob@both.test',
          memberships: [{ organization_id: 'org_acme' }, { organization_id: 'org_globex' }],
        },
      ],
    },
  });
  mcp = await t.emulator.control.oauth.registerMcpServer({
    server_url: SERVER_URL,
    scopes: ['accounts:read'],
  });
});

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function form(fields: Record<string, string | undefined>): URLSearchParams {
  return new URLSearchParams(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

async function registerClient(
  body: unknown = { redirect_uris: [REDIRECT], client_name: 'Test client' },
) {
  return t.request(`/resources/${mcp.resource_id}/client_register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function authorizeUrl(
  clientId: string,
  challenge: string,
  extra: Record<string, string | undefined> = {},
) {
  const params = form({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'st-1',
    scope: 'accounts:read offline_access',
    resource: SERVER_URL,
    ...extra,
  });
  return `${t.emulator.url}/oauth/authorize?${params}`;
}

function token(fields: Record<string, string | undefined>) {
  return t.request('/oauth/token', { method: 'POST', body: form(fields) });
}

/** Registers a client, signs Ada in through the control API and answers the code and verifier. */
async function codeForAda(
  extra: Record<string, string | undefined> = {},
  answer: { scopes?: string[] } = {},
) {
  const client = (await registerClient()).body as { client_id: string };
  const { verifier, challenge } = pkce();
  const callback = await t.emulator.control.oauth.signIn(
    authorizeUrl(client.client_id, challenge, extra),
    { user: 'ada@acme.test', ...answer },
  );
  const code = callback.searchParams.get('code');
  if (code === null) throw new Error(`No code: ${callback.href}`);
  return { clientId: client.client_id, verifier, code, callback };
}

function exchange(
  clientId: string,
  code: string,
  verifier: string,
  extra: Record<string, string> = {},
) {
  return token({
    grant_type: 'authorization_code',
    client_id: clientId,
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT,
    resource: SERVER_URL,
    ...extra,
  });
}

async function jwks() {
  return createLocalJWKSet((await t.request('/keys')).body as never);
}

describe('metadata', () => {
  it('publishes RFC 8414 metadata for each MCP server at the inserted and the appended well-known path', async () => {
    const inserted = await t.request(
      `/.well-known/oauth-authorization-server/resources/${mcp.resource_id}`,
    );
    const appended = await t.request(
      `/resources/${mcp.resource_id}/.well-known/oauth-authorization-server`,
    );

    expect(inserted.status).toBe(200);
    expect(appended.body).toEqual(inserted.body);
    expect(inserted.body).toMatchObject({
      issuer: t.emulator.url,
      authorization_endpoint: `${t.emulator.url}/oauth/authorize`,
      token_endpoint: `${t.emulator.url}/oauth/token`,
      jwks_uri: `${t.emulator.url}/keys`,
      registration_endpoint: `${t.emulator.url}/resources/${mcp.resource_id}/client_register`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['none'],
      client_id_metadata_document_supported: true,
      scopes_supported: expect.arrayContaining(['accounts:read', 'offline_access']),
    });
    expect(inserted.headers.get('access-control-allow-origin')).toBe('*');
    expect(mcp.authorization_server).toBe(`${t.emulator.url}/resources/${mcp.resource_id}`);
  });

  it('publishes the environment metadata at the root, without a registration endpoint, and 404 for an unknown resource', async () => {
    const root = await t.request('/.well-known/oauth-authorization-server');
    expect(root.body).toMatchObject({ issuer: t.emulator.url, jwks_uri: `${t.emulator.url}/keys` });
    expect(root.body).not.toHaveProperty('registration_endpoint');

    const unknown = await t.request('/resources/res_nope/.well-known/oauth-authorization-server');
    expect(unknown.status).toBe(404);
  });
});

describe('dynamic client registration (RFC 7591)', () => {
  it('registers a public client with an m2m_ id', async () => {
    const answer = await registerClient();
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      client_id: expect.stringMatching(/^m2m_[0-9a-f]+$/),
      client_id_issued_at: expect.any(Number),
      client_name: 'Test client',
      redirect_uris: [REDIRECT],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    });
  });

  it('refuses missing or unsafe redirect URIs and unsupported grants, with the RFC 7591 codes', async () => {
    expect((await registerClient({ client_name: 'x' })).body).toMatchObject({
      error: 'invalid_redirect_uri',
    });
    const plainHttp = await registerClient({ redirect_uris: ['http://evil.test/cb'] });
    expect(plainHttp.status).toBe(400);
    expect(plainHttp.body).toMatchObject({ error: 'invalid_redirect_uri' });
    const implicit = await registerClient({ redirect_uris: [REDIRECT], grant_types: ['implicit'] });
    expect(implicit.body).toMatchObject({ error: 'invalid_client_metadata' });
  });
});

describe('the authorization code flow', () => {
  it('signs Ada in on the page and issues an RS256 at+jwt with her, her organization, the audience, scopes and expiry', async () => {
    const client = (await registerClient()).body as { client_id: string };
    const { verifier, challenge } = pkce();

    const authorize = await t.request(
      authorizeUrl(client.client_id, challenge).slice(t.emulator.url.length),
    );
    expect(authorize.status).toBe(302);
    const signInUrl = authorize.headers.get('location') ?? '';
    expect(signInUrl).toMatch(/\/oauth\/sign-in\//);

    const page = await t.request(signInUrl.slice(t.emulator.url.length));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.body).toContain('Ada Lovelace · Acme');
    expect(page.body).toContain('Test client');
    expect(page.body).toContain('name="scope" value="accounts:read" checked');
    expect(page.body).not.toContain('value="offline_access"');
    expect(page.body).toMatch(/also asks for <code>offline_access<\/code>/);

    const signedIn = await t.request(signInUrl.slice(t.emulator.url.length), {
      method: 'POST',
      body: form({ account: 'usr_ada org_acme', scope: 'accounts:read' }),
    });
    expect(signedIn.status).toBe(303);
    const callback = new URL(signedIn.headers.get('location') ?? '');
    expect(callback.origin + callback.pathname).toBe(REDIRECT);
    expect(callback.searchParams.get('state')).toBe('st-1');

    const answer = await exchange(
      client.client_id,
      callback.searchParams.get('code') ?? '',
      verifier,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = answer.body as { access_token: string; refresh_token: string };
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'accounts:read offline_access',
      refresh_token: expect.any(String),
    });
    const { payload, protectedHeader } = await jwtVerify(body.access_token, await jwks(), {
      issuer: t.emulator.url,
      audience: SERVER_URL,
      typ: 'at+jwt',
      currentDate: t.emulator.control.now(),
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      sub: 'usr_ada',
      email: 'ada@acme.test',
      org_id: 'org_acme',
      aud: [SERVER_URL, mcp.resource_id],
      client_id: client.client_id,
      scope: 'accounts:read offline_access',
      sid: expect.stringMatching(/^ses_/),
      jti: expect.any(String),
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
  });

  it('grants only the server scopes the user left ticked, and offline_access as asked', async () => {
    const client = (await registerClient()).body as { client_id: string };
    const { verifier, challenge } = pkce();
    const authorize = await t.request(
      authorizeUrl(client.client_id, challenge).slice(t.emulator.url.length),
    );
    const signInPath = (authorize.headers.get('location') ?? '').slice(t.emulator.url.length);
    // Unticked: the form sends no scope field at all.
    const signedIn = await t.request(signInPath, {
      method: 'POST',
      body: form({ account: 'usr_ada org_acme' }),
    });
    const callback = new URL(signedIn.headers.get('location') ?? '');
    const answer = await exchange(
      client.client_id,
      callback.searchParams.get('code') ?? '',
      verifier,
    );
    const body = answer.body as { access_token: string; scope: string };
    expect(body.scope).toBe('offline_access');
    expect(body).toHaveProperty('refresh_token');
    const { payload } = await jwtVerify(body.access_token, await jwks(), {
      currentDate: t.emulator.control.now(),
    });
    expect(payload.scope).toBe('offline_access');
  });

  it('takes the ticked scopes through the control API, added registered ones too, and refuses one the server did not register', async () => {
    const ticked = await codeForAda({}, { scopes: [] });
    const body = (await exchange(ticked.clientId, ticked.code, ticked.verifier)).body;
    expect((body as { scope: string }).scope).toBe('offline_access');
    const added = await codeForAda({ scope: 'offline_access' }, { scopes: ['accounts:read'] });
    const addedBody = (await exchange(added.clientId, added.code, added.verifier)).body;
    expect((addedBody as { scope: string }).scope).toBe('offline_access accounts:read');
    await expect(
      codeForAda({ scope: 'offline_access' }, { scopes: ['accounts:write'] }),
    ).rejects.toMatchObject({
      reason: 'SCOPE_NOT_OFFERED',
    });
  });

  it('offers the registered scopes the client did not ask for unticked, grants the ones Ada ticks, and refuses a forged one', async () => {
    const serverUrl = 'http://127.0.0.1:9/mcp-wide';
    const wide = await t.emulator.control.oauth.registerMcpServer({
      server_url: serverUrl,
      scopes: ['offline_access', 'accounts:read', 'accounts:write'],
    });
    const signInFor = async (scope: string) => {
      const client = (
        await t.request(`/resources/${wide.resource_id}/client_register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ redirect_uris: [REDIRECT] }),
        })
      ).body as { client_id: string };
      const { verifier, challenge } = pkce();
      const authorize = await t.request(
        authorizeUrl(client.client_id, challenge, { scope, resource: serverUrl }).slice(
          t.emulator.url.length,
        ),
      );
      const path = (authorize.headers.get('location') ?? '').slice(t.emulator.url.length);
      return { clientId: client.client_id, verifier, path };
    };

    const flow = await signInFor('offline_access accounts:read');
    const page = await t.request(flow.path);
    expect(page.body).toContain('name="scope" value="accounts:read" checked>');
    expect(page.body).toContain('name="scope" value="accounts:write">');
    expect(page.body).not.toContain('value="offline_access"');
    expect(page.body).toContain('did not ask for these');
    const signedIn = await t.request(flow.path, {
      method: 'POST',
      body: new URLSearchParams([
        ['account', 'usr_ada org_acme'],
        ['scope', 'accounts:read'],
        ['scope', 'accounts:write'],
      ]),
    });
    const code = new URL(signedIn.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const answer = await token({
      grant_type: 'authorization_code',
      client_id: flow.clientId,
      code,
      code_verifier: flow.verifier,
      redirect_uri: REDIRECT,
      resource: serverUrl,
    });
    const body = answer.body as { access_token: string; scope: string };
    expect(body.scope).toBe('offline_access accounts:read accounts:write');
    const { payload } = await jwtVerify(body.access_token, await jwks(), {
      currentDate: t.emulator.control.now(),
    });
    expect(payload.scope).toBe('offline_access accounts:read accounts:write');

    const forged = await signInFor('offline_access');
    const refused = await t.request(forged.path, {
      method: 'POST',
      body: form({ account: 'usr_ada org_acme', scope: 'admin:all' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();
    expect(JSON.stringify(refused.body)).toContain('SCOPE_NOT_OFFERED');
  });

  it('issues no refresh token without offline_access, and the server scopes when none are asked for', async () => {
    const { clientId, code, verifier } = await codeForAda({ scope: undefined });
    const body = (await exchange(clientId, code, verifier)).body as Record<string, unknown>;
    expect(body.scope).toBe('accounts:read');
    expect(body).not.toHaveProperty('refresh_token');
  });

  it('rotates refresh tokens, and a rotated one used again revokes the grant', async () => {
    const { clientId, code, verifier } = await codeForAda();
    const first = (await exchange(clientId, code, verifier)).body as { refresh_token: string };

    const second = await token({
      grant_type: 'refresh_token',
      client_id: clientId,
      refresh_token: first.refresh_token,
    });
    expect(second.status).toBe(200);
    const rotated = (second.body as { refresh_token: string }).refresh_token;
    expect(rotated).not.toBe(first.refresh_token);

    const replay = await token({
      grant_type: 'refresh_token',
      client_id: clientId,
      refresh_token: first.refresh_token,
    });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ error: 'invalid_grant' });
    const afterRevoke = await token({
      grant_type: 'refresh_token',
      client_id: clientId,
      refresh_token: rotated,
    });
    expect(afterRevoke.body).toMatchObject({ error: 'invalid_grant' });
  });

  it('denies with access_denied and the state when the user cancels', async () => {
    const client = (await registerClient()).body as { client_id: string };
    const callback = await t.emulator.control.oauth.signIn(
      authorizeUrl(client.client_id, pkce().challenge),
      'deny',
    );
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('st-1');
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('asks which organization for a member of two, and refuses an unknown user', async () => {
    const client = (await registerClient()).body as { client_id: string };
    const link = authorizeUrl(client.client_id, pkce().challenge);
    await expect(
      t.emulator.control.oauth.signIn(link, { user: 'bob@both.test' }),
    ).rejects.toMatchObject({
      reason: 'ORGANIZATION_NOT_CHOSEN',
    });
    await expect(
      t.emulator.control.oauth.signIn(link, { user: 'nobody@x.test' }),
    ).rejects.toMatchObject({
      reason: 'USER_NOT_FOUND',
    });
    const callback = await t.emulator.control.oauth.signIn(link, {
      user: 'usr_bob',
      organization_id: 'org_globex',
    });
    expect(callback.searchParams.get('code')).toEqual(expect.any(String));
  });

  it('is driven over HTTP too: POST /_emulator/oauth/sign_in and /_emulator/oauth/mcp_servers', async () => {
    const { clientId, clientSecret } = t.emulator;
    const headers = {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/json',
    };
    const registered = await t.request('/_emulator/oauth/mcp_servers', {
      method: 'POST',
      headers,
      body: JSON.stringify({ scopes: ['a:b'] }),
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({
      resource_id: expect.stringMatching(/^res_/),
      server_url: null,
    });

    const client = (await registerClient()).body as { client_id: string };
    const answer = await t.request('/_emulator/oauth/sign_in', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        link: authorizeUrl(client.client_id, pkce().challenge),
        answer: { user: 'usr_ada' },
      }),
    });
    expect(answer.status).toBe(200);
    expect(
      new URL((answer.body as { location: string }).location).searchParams.get('code'),
    ).toEqual(expect.any(String));
    const unauthenticated = await t.request('/_emulator/oauth/mcp_servers');
    expect(unauthenticated.status).toBe(401);
  });
});

describe('refusals', () => {
  it('refuses a wrong PKCE verifier with invalid_grant', async () => {
    const { clientId, code } = await codeForAda();
    const answer = await exchange(clientId, code, pkce().verifier);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a reused code and revokes the refresh token it issued', async () => {
    const { clientId, code, verifier } = await codeForAda();
    const first = (await exchange(clientId, code, verifier)).body as { refresh_token: string };
    const reuse = await exchange(clientId, code, verifier);
    expect(reuse.status).toBe(400);
    expect(reuse.body).toMatchObject({ error: 'invalid_grant' });
    const refresh = await token({
      grant_type: 'refresh_token',
      client_id: clientId,
      refresh_token: first.refresh_token,
    });
    expect(refresh.body).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses another redirect URI at the token endpoint', async () => {
    const { clientId, code, verifier } = await codeForAda();
    const answer = await exchange(clientId, code, verifier, {
      redirect_uri: 'http://127.0.0.1:9/other',
    });
    expect(answer.body).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an expired code (emulator clock)', async () => {
    const { clientId, code, verifier } = await codeForAda();
    await t.emulator.control.advanceClock(61);
    const answer = await exchange(clientId, code, verifier);
    expect(answer.body).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringContaining('expired'),
    });
  });

  it('refuses an unknown client at the token endpoint with 401 invalid_client', async () => {
    const { code, verifier } = await codeForAda();
    const answer = await exchange('m2m_unknown', code, verifier);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: 'invalid_client' });
  });

  it('refuses another resource at the token endpoint with invalid_target', async () => {
    const other = await t.emulator.control.oauth.registerMcpServer({
      server_url: 'http://127.0.0.1:9/other',
    });
    const { clientId, code, verifier } = await codeForAda();
    const answer = await exchange(clientId, code, verifier, { resource: other.server_url ?? '' });
    expect(answer.body).toMatchObject({ error: 'invalid_target' });
  });

  it('shows the user, without redirecting, an unknown client or a redirect URI it did not register', async () => {
    const { challenge } = pkce();
    const unknown = await t.request(
      authorizeUrl('m2m_unknown', challenge).slice(t.emulator.url.length),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('location')).toBeNull();
    expect(unknown.body).toContain('invalid_client');

    const client = (await registerClient()).body as { client_id: string };
    const wrongRedirect = await t.request(
      authorizeUrl(client.client_id, challenge, { redirect_uri: 'http://127.0.0.1:9/evil' }).slice(
        t.emulator.url.length,
      ),
    );
    expect(wrongRedirect.status).toBe(400);
    expect(wrongRedirect.headers.get('location')).toBeNull();
  });

  it.each([
    ['a missing resource', { resource: undefined }, 'invalid_target'],
    [
      'an unregistered resource',
      { resource: 'http://127.0.0.1:9/not-registered' },
      'invalid_target',
    ],
    ['plain PKCE', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['no PKCE', { code_challenge: undefined, code_challenge_method: undefined }, 'invalid_request'],
    ['an unknown scope', { scope: 'admin:all' }, 'invalid_scope'],
    ['another response type', { response_type: 'token' }, 'unsupported_response_type'],
  ])('redirects %s back to the client as %s', async (_, extra, error) => {
    const client = (await registerClient()).body as { client_id: string };
    const answer = await t.request(
      authorizeUrl(client.client_id, pkce().challenge, extra).slice(t.emulator.url.length),
    );
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get('error')).toBe(error);
    expect(location.searchParams.get('state')).toBe('st-1');
  });
});

describe('signing keys', () => {
  it('keeps the previous key in the JWKS after a rotation, so its tokens still verify, and drops the one before', async () => {
    const { clientId, code, verifier } = await codeForAda();
    const before = (await exchange(clientId, code, verifier)).body as { access_token: string };
    const oldKid = decodeProtectedHeader(before.access_token).kid;

    const { kid } = await t.emulator.control.oauth.rotateSigningKey();
    const keys = (await t.request('/keys')).body as { keys: { kid: string }[] };
    expect(keys.keys.map((key) => key.kid)).toEqual([kid, oldKid]);
    await expect(
      jwtVerify(before.access_token, await jwks(), { currentDate: t.emulator.control.now() }),
    ).resolves.toBeDefined();

    const next = await codeForAda();
    const after = (await exchange(next.clientId, next.code, next.verifier)).body as {
      access_token: string;
    };
    expect(decodeProtectedHeader(after.access_token).kid).toBe(kid);

    await t.emulator.control.oauth.rotateSigningKey();
    const third = (await t.request('/keys')).body as { keys: { kid: string }[] };
    expect(third.keys.map((key) => key.kid)).not.toContain(oldKid);
    await expect(jwtVerify(before.access_token, await jwks())).rejects.toThrow();
  });
});

describe('client ID metadata documents', () => {
  let documentServer: Server;
  let documentUrl: string;
  let document: Record<string, unknown>;

  beforeAll(async () => {
    documentServer = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(document));
    });
    await new Promise<void>((resolve) => documentServer.listen(0, '127.0.0.1', resolve));
    const address = documentServer.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    documentUrl = `http://127.0.0.1:${address.port}/client.json`;
  });
  afterAll(async () => {
    await new Promise((resolve) => documentServer.close(resolve));
  });

  it('accepts a client whose id is the URL of its metadata document', async () => {
    document = { client_id: documentUrl, client_name: 'CIMD client', redirect_uris: [REDIRECT] };
    const { verifier, challenge } = pkce();
    const callback = await t.emulator.control.oauth.signIn(authorizeUrl(documentUrl, challenge), {
      user: 'usr_ada',
    });
    const answer = await exchange(documentUrl, callback.searchParams.get('code') ?? '', verifier);
    expect(answer.status).toBe(200);
  });

  it('refuses a document that names another client_id', async () => {
    document = { client_id: 'https://elsewhere.test/client.json', redirect_uris: [REDIRECT] };
    const answer = await t.request(
      authorizeUrl(documentUrl, pkce().challenge).slice(t.emulator.url.length),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('invalid_client');
  });
});
