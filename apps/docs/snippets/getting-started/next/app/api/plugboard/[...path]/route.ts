import { createPlugboardHandler, type PlugboardHandler } from '@plugboard/server';

// Made on the first request, not at import: `next build` loads this module without your secrets.
let plugboard: PlugboardHandler | undefined;

function handler(): PlugboardHandler {
  const origin = process.env.APP_ORIGIN ?? 'http://localhost:3000';
  plugboard ??= createPlugboardHandler({
    baseUrl: process.env.PLUGBOARD_BASE_URL ?? '',
    clientId: process.env.PLUGBOARD_CLIENT_ID ?? '',
    clientSecret: process.env.PLUGBOARD_CLIENT_SECRET ?? '',
    verifyCallbackUrl: `${origin}/connect/callback`,
    allowedOrigins: [origin],
    // Who is signed in, from your own session: never from something the browser sends.
    // A fixed user is enough for a first run; replace it with your session lookup.
    resolveUser: () => ({ identifier: 'ada@example.com' }),
  });
  return plugboard;
}

export const GET = (request: Request) => handler().handle(request);
export const POST = GET;
export const DELETE = GET;
