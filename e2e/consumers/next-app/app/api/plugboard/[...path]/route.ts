import { createPlugboardHandler, type PlugboardHandler } from '@plugboard/server';
import { readSession, sessionFromCookieHeader } from '@/lib/session';

// Created on the first request, not at import: `next build` loads this module without the
// server's environment.
let plugboard: PlugboardHandler | undefined;

function handler(): PlugboardHandler {
  const origin = process.env.APP_ORIGIN ?? 'http://localhost:3000';
  plugboard ??= createPlugboardHandler({
    baseUrl: process.env.PLUGBOARD_BASE_URL ?? '',
    clientId: process.env.PLUGBOARD_CLIENT_ID ?? '',
    clientSecret: process.env.PLUGBOARD_CLIENT_SECRET ?? '',
    verifyCallbackUrl: `${origin}/connect/callback`,
    allowedOrigins: [origin],
    resolveUser: (request: Request) => {
      const email = readSession(sessionFromCookieHeader(request.headers.get('cookie')));
      return email ? { identifier: email } : null;
    },
  });
  return plugboard;
}

export const GET = (request: Request) => handler().handle(request);
export const POST = GET;
export const DELETE = GET;
