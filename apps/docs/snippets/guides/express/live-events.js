import { createPlugboard } from '@plugboard/server';
import { signedInEmail } from './session.js';

const shutdown = new AbortController();
process.once('SIGTERM', () => shutdown.abort());

export const plugboard = createPlugboard({
  /** @param {import('express').Request} req */
  resolveUser: (req) => {
    const email = signedInEmail(req.headers.cookie);
    return email ? { identifier: email } : null;
  },
  events: {
    // POST /api/plugboard/webhooks takes the hosted service's webhooks once
    // PLUGBOARD_WEBHOOK_SECRET holds the endpoint's whsec_ secret. Register the endpoint with the
    // hosted service (with the emulator: POST /_emulator/webhooks).
    // GET /api/plugboard/events streams them to the browser; this ends every open stream when
    // the server stops.
    live: { signal: shutdown.signal },
    onEvent: (event, users) => {
      // Once per event, after the webhook is answered: send a mail, audit, update your own cache.
      if (event.account.status === 'EXPIRED' && users.kind === 'user') {
        console.info(`${users.identifier}: ${event.account.connector} needs reconnecting`);
      }
    },
  },
});
