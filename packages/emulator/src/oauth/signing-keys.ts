import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  type JWK,
  type JWTPayload,
  SignJWT,
} from 'jose';

/** RS256, the algorithm of the service's access tokens (docs/internals/upstream-api.md §"MCP authorization"). */
export const SIGNING_ALGORITHM = 'RS256';

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * The keys that sign access tokens: made per emulator start, the first one when first needed (an
 * RSA key takes a moment, and most emulators never sign a token). Rotating makes a new key the
 * signing one and keeps the previous one in the JWKS, so tokens it signed still verify.
 */
export interface SigningKeyRing {
  /** The JWKS (RFC 7517) of the current and, after a rotation, the previous key. */
  jwks(): Promise<JSONWebKeySet>;
  /** `claims` signed by the current key, typed `at+jwt` (RFC 9068 §2.1). */
  sign(claims: JWTPayload): Promise<string>;
  /** A new signing key; the previous one stays published, the one before it goes. Answers its `kid`. */
  rotate(): Promise<string>;
}

async function newKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return {
    kid,
    privateKey,
    publicJwk: { ...jwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' },
  };
}

export function createSigningKeyRing(): SigningKeyRing {
  let keys: Promise<SigningKey[]> | undefined;
  const current = () => {
    keys ??= newKey().then((key) => [key]);
    return keys;
  };
  return {
    async jwks() {
      return { keys: (await current()).map((key) => key.publicJwk) };
    },
    async sign(claims) {
      const [key] = await current();
      if (key === undefined) throw new Error('The key ring is never empty.');
      return new SignJWT(claims)
        .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.kid, typ: 'at+jwt' })
        .sign(key.privateKey);
    },
    async rotate() {
      const [previous] = await current();
      const next = await newKey();
      keys = Promise.resolve(previous === undefined ? [next] : [next, previous]);
      return next.kid;
    },
  };
}
