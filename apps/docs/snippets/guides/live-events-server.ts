import { createPlugboardExpress } from '@plugboard/server/express';
import { plugboardOptions } from './plugboard-options.ts';

const shutdown = new AbortController();
process.once('SIGTERM', () => shutdown.abort());

export const plugboard = createPlugboardExpress({
  ...plugboardOptions,
  // POST /api/plugboard/webhooks: register it with the hosted service (the emulator:
  // POST /_emulator/webhooks) and keep the endpoint's whsec_ secret here.
  webhooks: { secret: process.env.PLUGBOARD_WEBHOOK_SECRET ?? '' },
  // GET /api/plugboard/events: ends every open stream when the server stops.
  accountEvents: { signal: shutdown.signal },
  onAccountEvent: (event, users) => {
    // Once per event, after the webhook is answered: mail, audit, your own cache.
    if (event.account.status === 'EXPIRED' && users.kind === 'user') {
      console.info(`${users.identifier}: ${event.account.connector} needs reconnecting`);
    }
  },
});
