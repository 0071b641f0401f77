import { issueSession, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from '@/lib/session';

/** The tiny sign-in: a form posts an email, the answer sets the signed session cookie. */
export async function POST(request: Request) {
  const origin = request.headers.get('origin');
  if (origin && origin !== new URL(request.url).origin && origin !== process.env.APP_ORIGIN) {
    return new Response('Cross-site sign-in refused.', { status: 403 });
  }
  const email = (await request.formData()).get('email');
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    return new Response('Give an email address.', { status: 400 });
  }
  const cookie = `${SESSION_COOKIE}=${issueSession(email)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MAX_AGE_SECONDS}`;
  return new Response(null, { status: 303, headers: { Location: '/', 'Set-Cookie': cookie } });
}
