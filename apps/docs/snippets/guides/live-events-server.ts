import { createPlugboard } from '@plugboard/server';
import { plugboardOptions } from './plugboard-options.ts';

const shutdown = new AbortController();
process.once('SIGTERM', () => shutdown.abort());

export const plugboard = createPlugboard({
  ...plugboardOptions,
  events: {
    // POST /api/plugboard/webhooks: register it with the hosted service (the emulator:
    // POST /_emulator/webhooks); its whsec_ secret comes from PLUGBOARD_WEBHOOK_SECRET.
    webhooks: {},
    // GET /api/plugboard/events: ends every open stream when the server stops.
    live: { signal: shutdown.signal },
    onEvent: (event, users) => {
      // Once per event, after the webhook is answered: mail, audit, your own cache.
      if (event.account.status === 'EXPIRED' && users.kind === 'user') {
        console.info(`${users.identifier}: ${event.account.connector} needs reconnecting`);
      }
    },
  },
});
