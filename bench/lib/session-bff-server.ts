import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:http';
import { createPlugboard } from '../../packages/server/src/index.ts';
import { toNodeHandler } from '../../packages/server/src/node.ts';
import { serveInChild } from './serve-in-child.ts';

/**
 * The BFF as a host would run it (the Node adapter, one process, default rate limits off), for
 * benchmarks that need more than one user: the session user is the identifier in the request's
 * `x-bench-user` header, in the organization named in the settings. Settings come from
 * PLUGBOARD_BENCH_UPSTREAM as JSON; prints `listening <url>`.
 */
const settings = JSON.parse(process.env.PLUGBOARD_BENCH_UPSTREAM ?? '{}') as {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  organizationId: string;
};

const server = createServer(
  toNodeHandler(
    createPlugboard<IncomingMessage>({
      resolveUser: (req) => {
        const identifier = req.headers['x-bench-user'];
        return typeof identifier === 'string'
          ? { identifier, organizationId: settings.organizationId }
          : null;
      },
      upstream: {
        baseUrl: settings.baseUrl,
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
      },
      app: { url: 'http://127.0.0.1' },
      limits: { rateLimits: { perUser: false, perIp: false } },
    }),
  ),
);
serveInChild(server);
