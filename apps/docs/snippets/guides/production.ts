import { createPlugboard } from '@plugboard/server';
import { toExpress } from '@plugboard/server/express';
import express from 'express';
import { plugboardOptions } from './plugboard-options.ts';

const app = express();
// Behind a load balancer: the per-IP limit then counts the client, not the proxy.
app.set('trust proxy', 1);

// The kit needs no inline style or script, and the browser talks only to your origin.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

app.use((req, res, next) => {
  res.set('Content-Security-Policy', CSP);
  res.set('X-Content-Type-Options', 'nosniff');
  // The callback page's URL carries auth_request_id and state: send it to nobody.
  res.set(
    'Referrer-Policy',
    req.path === '/connect/callback' ? 'no-referrer' : 'strict-origin-when-cross-origin',
  );
  next();
});

const plugboard = createPlugboard({
  ...plugboardOptions,
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
  // Structured lines, already scrubbed of secrets and tokens; one per answered request at info.
  logger: (entry) => process.stdout.write(`${JSON.stringify(entry)}\n`),
  // Every upstream and unexpected failure, for your error tracker.
  onError: (error) => console.error(error),
});
// Made at start: a missing secret stops the server here, with a message naming it.
app.use('/api/plugboard', toExpress(plugboard));
