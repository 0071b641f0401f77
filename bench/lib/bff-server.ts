import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:http';
import { createPlugboard } from '../../packages/server/src/index.ts';
import { toNodeHandler } from '../../packages/server/src/node.ts';
import { serveInChild } from './serve-in-child.ts';

/**
 * The BFF as a host would run it (the Node adapter, one process), for the overhead benchmark:
 * every request is the session of the one user named in the settings, and counted by both rate
 * limits, per client IP and per user, as by default, with limits this load never reaches.
 * Settings come from PLUGBOARD_BENCH_UPSTREAM as JSON; prints `listening <url>`.
 */
/** The highest limit the options take: one process serves far fewer requests a minute. */
const UNREACHED = 1_000_000;

const settings = JSON.parse(process.env.PLUGBOARD_BENCH_UPSTREAM ?? '{}') as {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  user: { identifier: string; organizationId: string };
};

const server = createServer(
  toNodeHandler(
    createPlugboard<IncomingMessage>({
      resolveUser: () => settings.user,
      upstream: {
        baseUrl: settings.baseUrl,
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
      },
      app: { url: 'http://127.0.0.1' },
      limits: {
        rateLimits: {
          perUser: { limit: UNREACHED, windowSeconds: 60 },
          perIp: { limit: UNREACHED, windowSeconds: 60 },
        },
      },
    }),
  ),
);
serveInChild(server);
