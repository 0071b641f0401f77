import { createServer } from 'node:http';
import { createPlugboardNodeHandler } from '../../packages/server/src/node.ts';
import { serveInChild } from './serve-in-child.ts';

/**
 * The BFF as a host would run it (the Node adapter, one process), for the overhead benchmark:
 * every request is the session of the one user named in the settings, rate limits are off so the
 * load itself is measured. Settings come from PLUGBOARD_BENCH_UPSTREAM as JSON; prints
 * `listening <url>`.
 */
const settings = JSON.parse(process.env.PLUGBOARD_BENCH_UPSTREAM ?? '{}') as {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  user: { identifier: string; organizationId: string };
};

const server = createServer(
  createPlugboardNodeHandler({
    baseUrl: settings.baseUrl,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    verifyCallbackUrl: 'http://127.0.0.1/connect/callback',
    resolveUser: () => settings.user,
    rateLimits: { perUser: false, perIp: false },
  }),
);
serveInChild(server);
