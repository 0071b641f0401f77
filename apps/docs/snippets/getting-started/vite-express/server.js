import { join } from 'node:path';
import { createPlugboardExpress } from '@plugboard/server/express';
import express from 'express';

/** @param {string} name a setting the server cannot start without */
function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: see .env.`);
  return value;
}

const origin = required('APP_ORIGIN');
const app = express();

app.use(
  '/api/plugboard',
  createPlugboardExpress({
    baseUrl: required('PLUGBOARD_BASE_URL'),
    clientId: required('PLUGBOARD_CLIENT_ID'),
    clientSecret: required('PLUGBOARD_CLIENT_SECRET'),
    verifyCallbackUrl: `${origin}/connect/callback`,
    allowedOrigins: [origin],
    // Who is signed in, from your own session: never from something the browser sends.
    // A fixed user is enough for a first run; replace it with your session lookup.
    resolveUser: () => ({ identifier: 'ada@example.com' }),
  }),
);

const dist = join(import.meta.dirname, 'dist');
app.use(express.static(dist, { index: false }));
app.get('/{*path}', (_req, res) => res.sendFile(join(dist, 'index.html')));

app.listen(Number(required('PORT')), () => console.info(`my-app listening on ${origin}`));
