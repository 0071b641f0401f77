import { signInCookie } from '../../session';

/** The sign-in form's POST (app/session.ts): sets the cookie and goes to the home page. */
export async function POST(request: Request): Promise<Response> {
  const email = (await request.formData()).get('email');
  if (typeof email !== 'string' || !email.includes('@')) {
    return new Response(null, { status: 303, headers: { Location: '/sign-in' } });
  }
  return new Response(null, {
    status: 303,
    headers: { Location: '/', 'Set-Cookie': signInCookie(email) },
  });
}
