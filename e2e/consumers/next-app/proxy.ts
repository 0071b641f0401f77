import { type NextRequest, NextResponse } from 'next/server';

/** `?theme=light|dark|system` on any page: remember it in a cookie and drop it from the URL. */
export function proxy(request: NextRequest) {
  const theme = request.nextUrl.searchParams.get('theme');
  if (theme !== 'light' && theme !== 'dark' && theme !== 'system') return NextResponse.next();
  const url = request.nextUrl.clone();
  url.searchParams.delete('theme');
  const response = NextResponse.redirect(url, 303);
  response.cookies.set('theme', theme, { path: '/', sameSite: 'lax' });
  return response;
}

export const config = { matcher: ['/((?!api|_next|favicon.ico).*)'] };
