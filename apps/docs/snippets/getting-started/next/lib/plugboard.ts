import { createPlugboard } from '@plugboard/server';

// The upstream's settings and your app's address come from .env.local (PLUGBOARD_BASE_URL,
// PLUGBOARD_CLIENT_ID, PLUGBOARD_CLIENT_SECRET, PLUGBOARD_APP_URL). `next build` loads this module
// without them, which is fine: the first request checks, and until a setting is there it answers
// 500 NOT_CONFIGURED naming it.
export const plugboard = createPlugboard({
  // Who is signed in, from your own session: never from something the browser sends.
  // A fixed user is enough for a first run; replace it with your session lookup.
  resolveUser: () => ({ identifier: 'ada@example.com' }),
});
