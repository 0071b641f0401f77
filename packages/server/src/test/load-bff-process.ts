import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveProcessStats } from '@plugboard/test-kit/process-stats';
import { createPlugboard } from '../index.ts';
import { createMcpEndpoint, type McpEndpoint } from '../mcp.ts';
import { type NodeHandler, toNodeHandler } from '../node.ts';

/**
 * The BFF as a host would run it (the Node adapter, one process, rate limits off) for the load
 * and soak benchmarks and the memory-growth test: the session user is the identifier in the `x-bench-user` header, in the
 * organization the settings name, so each virtual user signs in as a fresh user by naming one.
 * Its MCP endpoint is at /mcp, where the bearer token names the user in the same way.
 * Settings come from PLUGBOARD_BENCH_UPSTREAM as JSON; prints `listening <url> <stats url>`.
 */
const settings = JSON.parse(process.env.PLUGBOARD_BENCH_UPSTREAM ?? '{}') as {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  organizationId: string;
};

// The endpoint's URL names the port, known once listening: the instance is made then, and no
// request comes before that.
let handler: NodeHandler | undefined;
let mcp: McpEndpoint | undefined;
let mcpHandler: NodeHandler | undefined;
// The proof that the memory-growth test fails on a leak (docs/reliability.md): with
// PLUGBOARD_DELIBERATE_LEAK_KB set, every request keeps that many kilobytes of heap forever.
const leakedPerRequest = Number(process.env.PLUGBOARD_DELIBERATE_LEAK_KB ?? '0') * 128;
const leaked: number[][] = [];
const route = (req: IncomingMessage, res: ServerResponse) =>
  mcpHandler?.(req, res, () => handler?.(req, res));
const server = createServer(
  leakedPerRequest > 0
    ? (req, res) => {
        leaked.push(new Array<number>(leakedPerRequest).fill(leaked.length + 0.5));
        route(req, res);
      }
    : route,
);
const stats = await serveProcessStats();
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  const plugboard = createPlugboard<IncomingMessage>({
    resolveUser: (req) => {
      const identifier = req.headers['x-bench-user'];
      return typeof identifier === 'string'
        ? { identifier, organizationId: settings.organizationId }
        : null;
    },
    logger: () => {},
    upstream: {
      baseUrl: settings.baseUrl,
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
    },
    app: { url: 'http://127.0.0.1' },
    limits: { rateLimits: { perUser: false, perIp: false } },
    mcp: {
      endpoint: `http://127.0.0.1:${port}/mcp`,
      // test-kit's mcpLoadToken: the identifier in base64url. The CRM listed, as a client that
      // calls its tools by name is given them.
      verifyAccessToken: (token) => ({
        user: {
          identifier: Buffer.from(token, 'base64url').toString(),
          organizationId: settings.organizationId,
        },
        toolScope: { mode: 'listed', connectors: ['crm'] },
      }),
      tools: ['crm_list_people', 'crm_list_companies'],
    },
  });
  handler = toNodeHandler(plugboard);
  mcp = createMcpEndpoint(plugboard);
  mcpHandler = toNodeHandler(mcp);
  console.info(`listening http://127.0.0.1:${port} ${stats}`);
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  mcp?.close().catch(() => {});
  server.close(() => process.exit(0));
});
