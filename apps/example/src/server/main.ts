import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { exampleMcpScopes } from './allowed-tools.ts';
import { createBoundedServer } from './bounded-server.ts';
import { resolveChatModel } from './chat/chat-model.ts';
import { createExampleApp } from './create-app.ts';
import { DEMO_USERS } from './demo-users.ts';
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
// Listening comes first (the app needs its origin, port 0 included); a request that arrives while
// the chat model resolves waits for the app, bounded (docs/time-limits.md).
const bounded = createBoundedServer();
const { port: boundPort } = await bounded.listen(port, values.host);
const origin = `http://${values.host}:${boundPort}`;

try {
  // The MCP endpoint's resource, registered with the environment's authorization server with the
  // connector scopes its metadata advertises, which the user may add on the consent page.
  const mcpAuthorization = upstream.mcpAuthorization;
  const mcpOAuth =
    mcpAuthorization === undefined
      ? undefined
      : {
          issuer: mcpAuthorization.issuer,
          authorizationServer: await mcpAuthorization.register(`${origin}/mcp`, exampleMcpScopes()),
          now: mcpAuthorization.now,
        };
  bounded.ready(
    createExampleApp({
      origin,
      upstream,
      session: createSessionCookies(process.env.SESSION_SECRET ?? randomBytes(32).toString('hex'), {
        secure: false,
      }),
      clientDir: join(import.meta.dirname, '../../dist/client'),
      chatModel: await resolveChatModel(process.env),
      mcpOAuth,
    }),
  );
} catch (error) {
  bounded.failed();
  await bounded.close();
  await upstream.close();
  throw error;
}

console.info(`\n  Plugboard example app: ${origin}\n`);
console.info(
  `  Open it and sign in as ${DEMO_USERS.map(({ name }) => name).join(', ')} (demo users, no password).\n`,
);
console.info(
  upstream.embedded
    ? `  Upstream: embedded emulator at ${upstream.baseUrl} (client id ${upstream.clientId})\n`
    : `  Upstream: ${upstream.baseUrl}\n`,
);

// Stops accepting, drains the requests in flight, then stops the embedded emulator.
const shutdown = async () => {
  await bounded.close();
  await upstream.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
