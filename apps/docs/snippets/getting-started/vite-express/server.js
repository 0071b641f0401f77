import { join } from 'node:path';
import { createPlugboard } from '@plugboard/server';
import { toExpress } from '@plugboard/server/express';
import express from 'express';
import { signedInEmail, signInCookie } from './session.js';

// The URL, client and app address come from .env: PLUGBOARD_BASE_URL, PLUGBOARD_CLIENT_ID,
// PLUGBOARD_CLIENT_SECRET and PLUGBOARD_APP_URL.
const plugboard = createPlugboard({
  // Who is signed in, from your own session: never from something the browser sends.
  /** @param {import('express').Request} req */
  resolveUser: (req) => {
    const email = signedInEmail(req.headers.cookie);
    return email ? { identifier: email } : null;
  },
});

const app = express();
// toExpress checks the settings now: a missing one stops the server here, naming it.
app.use('/api/plugboard', toExpress(plugboard));

// The sign-in (session.js): a form that takes an email, and the cookie it sets.
app.get('/sign-in', (_req, res) => {
  res.send(`<!doctype html><title>Sign in</title>
<form method="post"><label>Email <input name="email" type="email" required></label>
<button>Sign in</button></form>`);
});
app.post('/sign-in', express.urlencoded({ extended: false }), (req, res) => {
  const email = req.body?.email;
  if (typeof email !== 'string' || !email.includes('@')) return res.redirect(303, '/sign-in');
  res.set('Set-Cookie', signInCookie(email)).redirect(303, '/');
});

// The built client; whoever is not signed in goes to the sign-in first.
const dist = join(import.meta.dirname, 'dist');
app.use(express.static(dist, { index: false }));
app.get('/{*path}', (req, res) => {
  if (!signedInEmail(req.headers.cookie)) return res.redirect('/sign-in');
  res.sendFile(join(dist, 'index.html'));
});

app.listen(Number(process.env.PORT ?? 3000), () => {
  console.info(`my-app listening on ${process.env.PLUGBOARD_APP_URL}`);
});
