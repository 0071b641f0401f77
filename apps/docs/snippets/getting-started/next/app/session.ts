import { createHmac, timingSafeEqual } from 'node:crypto';

// A stand-in for your own sign-in, so the guide runs as written: it signs in whoever types an
// email, with no password. Replace it with your auth library or identity provider; Plugboard only
// needs the signed-in user from it, in resolveUser.

const COOKIE = 'my_app_session';
const MAX_AGE_SECONDS = 8 * 60 * 60;

/** Read when a request needs it, not at import: `next build` loads this without your secrets. */
function sign(value: string): string {
  const secret = process.env.SESSION_SECRET;
  if (!secret) throw new Error('SESSION_SECRET is not set: see .env.local.');
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/**
 * The Set-Cookie header that signs `email` in: HttpOnly, and SameSite=Lax so that the connect
 * popup's return to /connect/callback still carries it.
 */
export function signInCookie(email: string): string {
  const expires = Math.floor(Date.now() / 1000) + MAX_AGE_SECONDS;
  const value = `${Buffer.from(email).toString('base64url')}.${expires}`;
  return `${COOKIE}=${value}.${sign(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_SECONDS}`;
}

/** The signed-in email, or null for a missing, forged or expired cookie. */
export function signedInEmail(cookieHeader: string | null): string | null {
  const cookie = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`));
  const [email, expires, signature] = cookie?.slice(COOKIE.length + 1).split('.') ?? [];
  if (!email || !expires || !signature) return null;
  const expected = Buffer.from(sign(`${email}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Number(expires) > Date.now() / 1000 ? Buffer.from(email, 'base64url').toString() : null;
}
