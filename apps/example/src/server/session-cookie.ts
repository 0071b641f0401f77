import { createHmac, timingSafeEqual } from 'node:crypto';

const COOKIE_NAME = 'example_session';
const MAX_AGE_SECONDS = 60 * 60 * 8;

/**
 * A stateless signed session cookie: `<userId>.<issuedAt>.<hmac>`. HttpOnly and first-party
 * `SameSite=Lax`, so the verify callback page (a top-level navigation back from the consent page)
 * still carries it (docs/internals/code-style.md §"Lessons from other kits": callback pages that lose their cookie).
 */
export function createSessionCookies(secret: string, { secure }: { secure: boolean }) {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(payload).digest('base64url');
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

  return {
    issue(userId: string, now = Date.now()): string {
      const payload = `${userId}.${Math.floor(now / 1000)}`;
      return `${COOKIE_NAME}=${payload}.${sign(payload)}; Max-Age=${MAX_AGE_SECONDS}; ${attributes}`;
    },

    clear(): string {
      return `${COOKIE_NAME}=; Max-Age=0; ${attributes}`;
    },

    /** The signed-in user id, or null for a missing, forged or stale cookie. */
    read(cookieHeader: string | undefined, now = Date.now()): string | null {
      const value = cookieHeader
        ?.split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${COOKIE_NAME}=`))
        ?.slice(COOKIE_NAME.length + 1);
      const [userId, issuedAt, signature] = value?.split('.') ?? [];
      if (!userId || !issuedAt || !signature) return null;
      const expected = Buffer.from(sign(`${userId}.${issuedAt}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const ageSeconds = now / 1000 - Number(issuedAt);
      return ageSeconds >= 0 && ageSeconds < MAX_AGE_SECONDS ? userId : null;
    },
  };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;
