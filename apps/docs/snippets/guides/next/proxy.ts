import { type NextRequest, NextResponse } from 'next/server';
import { signedInEmail } from './app/session';

/** The policy of one page view: scripts and inline styles need this view's nonce. */
function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (pathname === '/' && !signedInEmail(request.headers.get('cookie'))) {
    return NextResponse.redirect(new URL('/sign-in', request.url), 303);
  }
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = contentSecurityPolicy(nonce);
  // Next reads the nonce from the request's policy and puts it on the scripts it renders.
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('X-Content-Type-Options', 'nosniff');
  // The callback page's address carries the connect's one-time auth_request_id and state.
  response.headers.set(
    'Referrer-Policy',
    pathname === '/connect/callback' ? 'no-referrer' : 'strict-origin-when-cross-origin',
  );
  return response;
}

export const config = {
  // Every page; not the BFF's JSON, nor Next's static files, nor a prefetch.
  matcher: [
    {
      source: '/((?!api/|_next/static|_next/image|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
