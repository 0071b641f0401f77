import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/*
 * Engines' workers keep a process alive while they run, so a process that ends by itself after
 * `reset` and `close` proves both ended them, even one stuck in a statement. The script runs in
 * a process of its own: from the TypeScript source, and from the build.
 */

const source = new URL('../../../index.ts', import.meta.url);
const built = new URL('../../../../dist/index.js', import.meta.url);
const builtWorker = new URL(
  '../../../../dist/connectors/warehouse/engines/engine-worker.js',
  import.meta.url,
);

function script(entry: URL): string {
  return `
import { createEmulator } from ${JSON.stringify(entry.href)};
const emulator = await createEmulator({ memory: true });
const form = { grant_type: 'client_credentials', client_id: emulator.clientId, client_secret: emulator.clientSecret };
const { access_token } = await (await fetch(emulator.url + '/oauth/token', { method: 'POST', body: new URLSearchParams(form) })).json();
async function post(path, body) {
  const res = await fetch(emulator.url + path, { method: 'POST', headers: { authorization: 'Bearer ' + access_token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return res.json();
}
async function account(identifier) {
  const made = await post('/api/v1/connected_accounts', { connector: 'warehouse', identifier, connected_account: { authorization_details: { static_auth: { details: { token: 't' } } } } });
  return made.connected_account.id;
}
const sql = (id, statement, async) => post('/api/v1/execute_tool', { connected_account_id: id, tool_name: 'warehouse_execute_query', params: { statement, async } });
const ada = await account('ada@example.com');
console.log('ada', JSON.stringify((await sql(ada, 'SELECT 1 AS one')).data.data));
await sql(ada, "SELECT n FROM (SELECT generate_series(1, 1000000000000) AS n) AS s", true);
await emulator.control.reset();
const grace = await account('grace@example.com');
console.log('grace', JSON.stringify((await sql(grace, 'SELECT 2 AS two')).data.data));
await sql(grace, 'SELECT pg_sleep(3)', true);
await emulator.close();
console.log('closed');
`;
}

async function runAlone(args: string[]) {
  const started = performance.now();
  const { stdout } = await promisify(execFile)(process.execPath, args, { timeout: 120_000 });
  return { stdout, seconds: (performance.now() - started) / 1000 };
}

describe('closing the warehouse', () => {
  it('ends every engine worker on reset and close (from source)', async () => {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const { stdout } = await runAlone([
      '--conditions=@plugboard/source',
      '--import',
      tsx,
      '--input-type=module',
      '-e',
      script(source),
    ]);
    expect(stdout).toContain('ada [["1"]]');
    expect(stdout).toContain('grace [["2"]]');
    expect(stdout).toContain('closed');
  }, 150_000);

  // turbo runs this package's `test` after its own `build` (turbo.json), so the build is there.
  it('does the same from the build (dist/)', async () => {
    if (!existsSync(builtWorker)) {
      throw new Error(
        'No build to test: run `npx -y pnpm@10.34.8 turbo run build --filter=@plugboard/emulator` first.',
      );
    }
    const { stdout } = await runAlone(['--input-type=module', '-e', script(built)]);
    expect(stdout).toContain('grace [["2"]]');
    expect(stdout).toContain('closed');
  }, 150_000);
});
