import { createRemoteJWKSet, customFetch, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';

const metadataSchema = z.looseObject({ issuer: z.string(), jwks_uri: z.url() });

/** How long a failed discovery waits before it is tried again, so bad tokens cannot hammer it. */
const DISCOVERY_RETRY_MS = 30_000;

/** RFC 8414 §3.1: the well-known segment goes between the issuer's host and its path. */
export function metadataUrlOf(issuer: string): URL {
  const url = new URL(issuer);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return new URL(`/.well-known/oauth-authorization-server${path}`, url.origin);
}

/**
 * The issuer's signing keys: from `jwksUrl`, or from the `jwks_uri` of the issuer's metadata
 * (whose `issuer` must be the one expected, RFC 8414 §3.3). Keys are cached; a token whose `kid`
 * is not among them triggers one refetch, at most every `cooldownMs` (jose's remote key set does
 * both), which is how a rotated key is picked up.
 */
export function createJwksSource(options: {
  issuer: string;
  jwksUrl: string | undefined;
  fetch: typeof fetch;
  cooldownMs: number;
}): () => Promise<JWTVerifyGetKey | undefined> {
  const remote = (url: string) =>
    createRemoteJWKSet(new URL(url), {
      cooldownDuration: options.cooldownMs,
      cacheMaxAge: 10 * 60_000,
      timeoutDuration: 5000,
      [customFetch]: options.fetch,
    });
  if (options.jwksUrl !== undefined) {
    const keys = remote(options.jwksUrl);
    return async () => keys;
  }
  let discovered: Promise<JWTVerifyGetKey | undefined> | undefined;
  let failedAt = 0;
  const discover = async (): Promise<JWTVerifyGetKey | undefined> => {
    try {
      const res = await options.fetch(metadataUrlOf(options.issuer), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) return undefined;
      const metadata = metadataSchema.safeParse(await res.json());
      if (!metadata.success || metadata.data.issuer !== options.issuer) return undefined;
      return remote(metadata.data.jwks_uri);
    } catch {
      return undefined;
    }
  };
  return async () => {
    if (discovered === undefined) {
      if (Date.now() - failedAt < DISCOVERY_RETRY_MS) return undefined;
      discovered = discover();
    }
    const keys = await discovered;
    if (keys === undefined) {
      discovered = undefined;
      failedAt = Date.now();
    }
    return keys;
  };
}
