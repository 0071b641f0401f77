// The app's server: a signed-cookie sign-in, Plugboard's BFF at /api/plugboard, the built client.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { createPlugboardExpress } from '@plugboard/server/express';
import express from 'express';

const port = Number(process.env.PORT ?? 3000);
const origin = process.env.APP_ORIGIN ?? `http://127.0.0.1:${port}`;
const secret = process.env.SESSION_SECRET;
if (!secret) throw new Error('SESSION_SECRET is not set.');
const COOKIE = 'consumer_session';

const sign = (payload) => createHmac('sha256', secret).update(payload).digest('base64url');

/** The signed-in email from the session cookie, or null. */
function sessionEmail(req) {
  const value = req.headers.cookie
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  const [email, signature] = value?.split('.') ?? [];
  if (!email || !signature) return null;
  const expected = Buffer.from(sign(email));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Buffer.from(email, 'base64url').toString();
}

const app = express();
app.disable('x-powered-by');

app.use(
  '/api/plugboard',
  createPlugboardExpress({
    baseUrl: process.env.PLUGBOARD_BASE_URL,
    clientId: process.env.PLUGBOARD_CLIENT_ID,
    clientSecret: process.env.PLUGBOARD_CLIENT_SECRET,
    verifyCallbackUrl: `${origin}/connect/callback`,
    allowedOrigins: [origin],
    resolveUser: (req) => {
      const email = sessionEmail(req);
      return email ? { identifier: email } : null;
    },
  }),
);

app.get('/api/session', (req, res) => {
  res.set('Cache-Control', 'no-store').json({ email: sessionEmail(req) });
});

app.post('/api/session', express.urlencoded({ extended: false, limit: '1kb' }), (req, res) => {
  if (req.headers.origin && req.headers.origin !== origin) {
    res.status(403).send('Cross-site sign-in refused.');
    return;
  }
  const email = req.body?.email;
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    res.status(400).send('Give an email address.');
    return;
  }
  // The email in base64url: nothing in the value for a cookie parser to decode.
  const value = Buffer.from(email).toString('base64url');
  res.cookie(COOKIE, `${value}.${sign(value)}`, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 8 * 3600 * 1000,
  });
  res.redirect(303, '/');
});

const dist = join(import.meta.dirname, 'dist');
app.use(express.static(dist, { index: false }));
app.get('/{*path}', (_req, res) => res.sendFile(join(dist, 'index.html')));

app.listen(port, '127.0.0.1', () => {
  console.info(`consumer app listening on ${origin}`);
});
