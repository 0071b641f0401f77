import { createEmulator } from '../../packages/emulator/src/index.ts';

/**
 * The emulator in a process of its own for the OAuth flow benchmark: Ada of Acme, and one MCP
 * server registered at `PLUGBOARD_BENCH_RESOURCE`; prints `listening <url>`.
 */
const emulator = await createEmulator({ memory: true });
await emulator.control.seed({
  data: {
    organizations: [{ id: 'org_acme', display_name: 'Acme' }],
    users: [
      {
        id: 'usr_ada',
        email: 'ada@acme.test',
        user_profile: { name: 'Ada Lovelace' },
        memberships: [{ organization_id: 'org_acme' }],
      },
    ],
  },
});
await emulator.control.oauth.registerMcpServer({
  server_url: process.env.PLUGBOARD_BENCH_RESOURCE ?? 'http://127.0.0.1:9/mcp',
  scopes: ['tools'],
});
console.info(`listening ${emulator.url}`);
process.once('SIGTERM', () => {
  void emulator.close().then(() => process.exit(0));
});
