import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createPlugboard } from '../../packages/server/src/index.ts';
import { toNodeHandler } from '../../packages/server/src/node.ts';
import { serveInChild } from './serve-in-child.ts';

/**
 * The BFF with webhooks and event streams, for the account-events benchmark: the session user is
 * whoever `x-bench-user` names, the rate limits are out of reach, and `GET /memory` answers this
 * process's memory after a full garbage collection. Settings in PLUGBOARD_BENCH_EVENTS as JSON.
 */
const settings = JSON.parse(process.env.PLUGBOARD_BENCH_EVENTS ?? '{}') as { secret: string };
const UNREACHED = 1_000_000;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const plugboard = toNodeHandler(
  createPlugboard<IncomingMessage>({
    resolveUser: (req) => ({ identifier: String(req.headers['x-bench-user']) }),
    logger: () => {},
    upstream: { baseUrl: 'http://127.0.0.1:9', clientId: 'bench', clientSecret: 'bench-secret' },
    app: { url: 'http://127.0.0.1' },
    events: { webhooks: { secret: settings.secret } },
    limits: {
      rateLimits: {
        perUser: { limit: UNREACHED, windowSeconds: 60 },
        perIp: { limit: UNREACHED, windowSeconds: 60 },
      },
    },
  }),
);

const server = createServer((req, res) => {
  if (req.url === '/memory') {
    gc();
    gc();
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ rss, heapUsed, external, arrayBuffers }));
    return;
  }
  plugboard(req, res);
});
serveInChild(server);
