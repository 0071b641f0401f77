import { createHmac, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'consumer_session';
const MAX_AGE_SECONDS = 60 * 60 * 8;

function secret(): string {
  const value = process.env.SESSION_SECRET;
  if (!value) throw new Error('SESSION_SECRET is not set.');
  return value;
}

const sign = (payload: string) =>
  createHmac('sha256', secret()).update(payload).digest('base64url');

/**
 * A signed cookie value for a signed-in email: `<email>.<issuedAt>.<hmac>`, the email in
 * base64url, so that no part of it changes when a cookie parser decodes the value.
 */
export function issueSession(email: string, now = Date.now()): string {
  const payload = `${Buffer.from(email).toString('base64url')}.${Math.floor(now / 1000)}`;
  return `${payload}.${sign(payload)}`;
}

/** The signed-in email, or null for a missing, forged or stale cookie value. */
export function readSession(value: string | undefined, now = Date.now()): string | null {
  const [email, issuedAt, signature] = value?.split('.') ?? [];
  if (!email || !issuedAt || !signature) return null;
  const expected = Buffer.from(sign(`${email}.${issuedAt}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const age = now / 1000 - Number(issuedAt);
  return age >= 0 && age < MAX_AGE_SECONDS ? Buffer.from(email, 'base64url').toString() : null;
}

/** The session cookie's value in a `Cookie` header. */
export function sessionFromCookieHeader(header: string | null): string | undefined {
  return header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
}

export const SESSION_MAX_AGE_SECONDS = MAX_AGE_SECONDS;
