import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { resolveChatModel } from './chat/chat-model.ts';
import { createExampleApp } from './create-app.ts';
import { createSessionCookies } from './session-cookie.ts';
import { startUpstream } from './upstream.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    memory: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a whole number from 0 to 65535, not "${values.port}".`);
  process.exit(2);
}

const upstream = await startUpstream(process.env, { memory: values.memory });
const server = createServer();
await new Promise<void>((resolve) => server.listen(port, values.host, resolve));
const { port: boundPort } = server.address() as AddressInfo;
const origin = `http://${values.host}:${boundPort}`;

// The MCP endpoint's resource, registered with the environment's authorization server.
const mcpAuthorization = upstream.mcpAuthorization;
const mcpOAuth =
  mcpAuthorization === undefined
    ? undefined
    : {
        issuer: mcpAuthorization.issuer,
        authorizationServer: await mcpAuthorization.register(`${origin}/mcp`),
        now: mcpAuthorization.now,
      };

const app = createExampleApp({
  origin,
  upstream,
  session: createSessionCookies(process.env.SESSION_SECRET ?? randomBytes(32).toString('hex'), {
    secure: false,
  }),
  clientDir: join(import.meta.dirname, '../../dist/client'),
  chatModel: await resolveChatModel(process.env),
  mcpOAuth,
});
server.on('request', app);

console.info(`\n  Plugboard example app: ${origin}\n`);
console.info(
  upstream.embedded
    ? `  Upstream: embedded emulator at ${upstream.baseUrl} (client id ${upstream.clientId})\n`
    : `  Upstream: ${upstream.baseUrl}\n`,
);

const shutdown = async () => {
  server.close();
  await upstream.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
