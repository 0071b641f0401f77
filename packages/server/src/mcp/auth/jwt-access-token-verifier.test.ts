import { createEmulator, type Emulator } from '@plugboard/emulator';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { oauthAccessToken } from '../../test/emulator-oauth.ts';
import type { AccessTokenClaims } from './access-token-claims.ts';
import {
  createJwtAccessTokenVerifier,
  type JwtAccessTokenVerifierOptions,
} from './jwt-access-token-verifier.ts';

const ENDPOINT = 'http://127.0.0.1:9/mcp';
const OTHER_ENDPOINT = 'http://127.0.0.1:9/other-mcp';

let emulator: Emulator;
let adaToken: string;

const toSessionUser = (claims: AccessTokenClaims) =>
  claims.email === undefined
    ? null
    : { identifier: claims.email, organizationId: claims.org_id, userId: claims.sub };

function verifier(overrides: Partial<JwtAccessTokenVerifierOptions> = {}) {
  return createJwtAccessTokenVerifier({
    issuer: emulator.url,
    audience: ENDPOINT,
    toSessionUser,
    now: () => emulator.control.now(),
    jwksCooldownMs: 0,
    ...overrides,
  });
}

beforeAll(async () => {
  emulator = await createEmulator({ memory: true });
  await emulator.control.seed({
    data: {
      organizations: [{ id: 'org_acme', display_name: 'Acme' }],
      users: [
        { id: 'usr_ada', email: 'ada@acme.test', memberships: [{ organization_id: 'org_acme' }] },
      ],
    },
  });
  await emulator.control.oauth.registerMcpServer({ server_url: ENDPOINT, scopes: ['tools'] });
  await emulator.control.oauth.registerMcpServer({ server_url: OTHER_ENDPOINT });
  adaToken = await oauthAccessToken(emulator, ENDPOINT, { user: 'usr_ada' });
});
afterAll(async () => {
  await emulator.close();
});

describe('createJwtAccessTokenVerifier', () => {
  it('answers the session user of a valid token, the keys discovered from the issuer metadata', async () => {
    await expect(verifier()(adaToken)).resolves.toEqual({
      user: { identifier: 'ada@acme.test', organizationId: 'org_acme', userId: 'usr_ada' },
      toolScope: { mode: 'discover' },
    });
  });

  it('answers null for a token of another audience', async () => {
    const other = await oauthAccessToken(emulator, OTHER_ENDPOINT, { user: 'usr_ada' });
    await expect(verifier()(other)).resolves.toBeNull();
    await expect(verifier({ audience: OTHER_ENDPOINT })(other)).resolves.not.toBeNull();
  });

  it('answers null for another issuer', async () => {
    const wrongIssuer = verifier({ issuer: 'http://127.0.0.1:9', jwksUrl: `${emulator.url}/keys` });
    await expect(wrongIssuer(adaToken)).resolves.toBeNull();
    await expect(verifier({ jwksUrl: `${emulator.url}/keys` })(adaToken)).resolves.not.toBeNull();
  });

  it('answers null for a tampered token, a foreign key, an HMAC or unsigned token, and garbage', async () => {
    const verify = verifier();
    const [header, payload, signature] = adaToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: 'usr_grace', email: 'grace@acme.test' }),
    ).toString('base64url');
    await expect(verify(`${header}.${forged}.${signature}`)).resolves.toBeNull();

    const { kid } = JSON.parse(Buffer.from(header ?? '', 'base64url').toString());
    const hmac = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid, typ: 'at+jwt' })
      .sign(new TextEncoder().encode('a-guessable-secret-of-32-bytes!!'));
    await expect(verify(hmac)).resolves.toBeNull();
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', kid, typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    await expect(verify(unsigned)).resolves.toBeNull();

    for (const garbage of [
      '',
      'Bearer x',
      'a.b',
      'x'.repeat(9000),
      undefined as unknown as string,
    ]) {
      await expect(verify(garbage)).resolves.toBeNull();
    }
  });

  it('answers null when the host maps the claims to no user or to an invalid one', async () => {
    await expect(verifier({ toSessionUser: () => null })(adaToken)).resolves.toBeNull();
    await expect(
      verifier({ toSessionUser: () => ({ identifier: 'organization:acme' }) })(adaToken),
    ).resolves.toBeNull();
    await expect(
      verifier({
        toSessionUser: () => {
          throw new Error('host bug');
        },
      })(adaToken),
    ).resolves.toBeNull();
  });

  it('requires the scopes it is told to', async () => {
    await expect(verifier({ requiredScopes: ['tools'] })(adaToken)).resolves.not.toBeNull();
    await expect(verifier({ requiredScopes: ['admin'] })(adaToken)).resolves.toBeNull();
  });

  it('picks up a rotated key: an unknown kid refetches the JWKS once', async () => {
    const fetched: string[] = [];
    const countingFetch: typeof fetch = (input, init) => {
      fetched.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    };
    const verify = verifier({ fetch: countingFetch });
    await expect(verify(adaToken)).resolves.not.toBeNull();
    const jwksFetches = () => fetched.filter((url) => url.endsWith('/keys')).length;
    expect(jwksFetches()).toBe(1);

    await emulator.control.oauth.rotateSigningKey();
    const rotated = await oauthAccessToken(emulator, ENDPOINT, { user: 'usr_ada' });
    await expect(verify(rotated)).resolves.not.toBeNull();
    expect(jwksFetches()).toBe(2);
    await expect(verify(adaToken)).resolves.not.toBeNull();
    expect(jwksFetches()).toBe(2);
  });

  it('rate-limits refetches for unknown kids', async () => {
    let jwksFetches = 0;
    const verify = verifier({
      jwksCooldownMs: 60_000,
      fetch: (input, init) => {
        if (String(input instanceof Request ? input.url : input).endsWith('/keys'))
          jwksFetches += 1;
        return fetch(input, init);
      },
    });
    await verify(adaToken);
    const [, payload] = adaToken.split('.');
    for (const kid of ['k1', 'k2', 'k3']) {
      const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid, typ: 'at+jwt' })).toString(
        'base64url',
      );
      await expect(verify(`${header}.${payload}.c2ln`)).resolves.toBeNull();
    }
    expect(jwksFetches).toBe(1);
  });

  it('never writes the token to the console', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level),
    );
    await verifier()(`${adaToken}x`);
    await verifier({ issuer: 'http://127.0.0.1:9' })(adaToken);
    for (const spy of spies) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });

  it('refuses options that would accept forged tokens', () => {
    expect(() => verifier({ algorithms: ['HS256'] })).toThrow(/HS256/);
    expect(() => verifier({ algorithms: ['none'] })).toThrow(/none/);
    expect(() => verifier({ audience: 'mcp' })).toThrow(/audience/);
  });
  // Last: it moves the emulator clock past every token issued so far.
  it('answers null once the token expired on the emulator clock, after the leeway', async () => {
    const token = await oauthAccessToken(emulator, ENDPOINT, { user: 'usr_ada' });
    const verify = verifier({ clockToleranceSeconds: 5 });
    await emulator.control.advanceClock(3600 + 3);
    await expect(verify(token)).resolves.not.toBeNull();
    await emulator.control.advanceClock(5);
    await expect(verify(token)).resolves.toBeNull();
  });
});
