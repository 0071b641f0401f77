import { createPlugboard } from '@plugboard/server';
import { signedInEmail } from '../../../session';

// The URL, client and app address come from .env.local: PLUGBOARD_BASE_URL, PLUGBOARD_CLIENT_ID,
// PLUGBOARD_CLIENT_SECRET and PLUGBOARD_APP_URL. Nothing is checked when the module loads, so
// `next build` needs none of them; a missing one is named in the first request's 500 response.
const plugboard = createPlugboard({
  // Who is signed in, from your own session: never from something the browser sends.
  resolveUser: (request) => {
    const email = signedInEmail(request.headers.get('cookie'));
    return email ? { identifier: email } : null;
  },
});

export const GET = plugboard.handler;
export const POST = plugboard.handler;
export const DELETE = plugboard.handler;
