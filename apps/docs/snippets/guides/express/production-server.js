import { join } from 'node:path';
import { createPlugboard } from '@plugboard/server';
import { toExpress } from '@plugboard/server/express';
import express from 'express';
import { securityHeaders } from './security-headers.js';
import { signedInEmail, signInCookie } from './session.js';

const plugboard = createPlugboard({
  /** @param {import('express').Request} req */
  resolveUser: (req) => {
    const email = signedInEmail(req.headers.cookie);
    return email ? { identifier: email } : null;
  },
  // Only the connectors and tools your product offers; writes only where you mean them.
  tools: {
    connectors: ['crm', 'docsapp'],
    allowed: ['crm_list_people', 'crm_create_task', 'docsapp_data_fetch'],
  },
  limits: {
    rateLimits: {
      perUser: { limit: 120, windowSeconds: 60 },
      perIp: { limit: 600, windowSeconds: 60 },
    },
  },
  // One JSON line per request, already scrubbed of secrets and tokens: send them to your logs.
  logger: (entry) => process.stdout.write(`${JSON.stringify(entry)}\n`),
  // Every upstream or unexpected failure, for your error tracker.
  onError: (error) => console.error(error),
});

const app = express();
// Behind one load balancer or proxy: the per-IP limit then counts your visitors, not the proxy.
app.set('trust proxy', 1);
app.use(securityHeaders);
app.use('/api/plugboard', toExpress(plugboard));

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

const dist = join(import.meta.dirname, 'dist');
app.use(express.static(dist, { index: false }));
app.get('/{*path}', (req, res) => {
  if (!signedInEmail(req.headers.cookie)) return res.redirect('/sign-in');
  res.sendFile(join(dist, 'index.html'));
});

app.listen(Number(process.env.PORT ?? 3000), () => {
  console.info(`my-app listening on ${process.env.PLUGBOARD_APP_URL}`);
});
