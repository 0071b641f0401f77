import { join } from 'node:path';
import { createPlugboard } from '@plugboard/server';
import { toExpress } from '@plugboard/server/express';
import express from 'express';

// The upstream's settings and your app's address come from .env (PLUGBOARD_BASE_URL,
// PLUGBOARD_CLIENT_ID, PLUGBOARD_CLIENT_SECRET, PLUGBOARD_APP_URL).
const plugboard = createPlugboard({
  // Who is signed in, from your own session: never from something the browser sends.
  // A fixed user is enough for a first run; replace it with your session lookup.
  resolveUser: () => ({ identifier: 'ada@example.com' }),
});

const app = express();
// toExpress refuses to start, naming each setting .env lacks.
app.use('/api/plugboard', toExpress(plugboard));

const dist = join(import.meta.dirname, 'dist');
app.use(express.static(dist, { index: false }));
app.get('/{*path}', (_req, res) => res.sendFile(join(dist, 'index.html')));

app.listen(Number(process.env.PORT), () =>
  console.info(`my-app listening on ${process.env.PLUGBOARD_APP_URL}`),
);
