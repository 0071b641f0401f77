import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// docs/reliability.md §"Emulator": the emulator killed (SIGKILL) during a burst of writes reopens
// its data folder consistent: every write it answered is there whole, none half-written, and it
// takes writes again. (The test kit's startEmulatorProcess does the same for the other packages;
// the test kit depends on this package, so this test cannot use it.)
const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));
const CLIENT = { id: 'kill-client', secret: 'kill-secret-93ad' };
const dataDir = mkdtempSync(join(tmpdir(), 'plugboard-mid-write-'));
const WRITERS = 12;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startCli(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=@plugboard/source',
      '--import',
      'tsx',
      CLI,
      '--data-dir',
      dataDir,
      '--port',
      '0',
    ],
    {
      env: {
        ...process.env,
        PLUGBOARD_CLIENT_ID: CLIENT.id,
        PLUGBOARD_CLIENT_SECRET: CLIENT.secret,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The emulator exited with ${code}:\n${output}`)));
  });
  return { url, child };
}

async function tokenFor(url: string): Promise<string> {
  const answer = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
    }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

function api(url: string, token: string) {
  return async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${url}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: answer.status, json: (await answer.json()) as Record<string, unknown> };
  };
}

describe('the data folder after a SIGKILL during a burst of writes', () => {
  it('reopens with every answered write whole, and takes writes again', async () => {
    const first = await startCli();
    const call = api(first.url, await tokenFor(first.url));
    const created = await call('POST', '/organizations', { display_name: 'Kill test' });
    const organizationId = (created.json.organization as { id: string }).id;

    // Each write is an account and its authorization, in one transaction: a half-written one
    // would show as an account without its status or connector.
    const answered: { id: string; identifier: string }[] = [];
    let sent = 0;
    let killed = false;
    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      for (let n = 0; !killed; n++) {
        const identifier = `writer${writer}-${n}@kill.test`;
        sent++;
        try {
          const answer = await call('POST', '/connected_accounts', {
            connector: 'crm',
            identifier,
            organization_id: organizationId,
          });
          if (answer.status === 201 || answer.status === 200) {
            answered.push({ id: (answer.json.connected_account as { id: string }).id, identifier });
          }
        } catch {
          return;
        }
      }
    });
    while (answered.length < 30) await new Promise((resolve) => setTimeout(resolve, 10));
    killed = true;
    first.child.kill('SIGKILL');
    await Promise.all(writers);
    expect(answered.length).toBeGreaterThanOrEqual(30);

    const second = await startCli();
    try {
      const again = api(second.url, await tokenFor(second.url));
      const listed: { id: string; identifier: string; connector: string; status: string }[] = [];
      let pageToken: string | undefined;
      do {
        const page = await again(
          'GET',
          `/connected_accounts?organization_id=${organizationId}&page_size=99${pageToken ? `&page_token=${pageToken}` : ''}`,
        );
        expect(page.status).toBe(200);
        listed.push(...(page.json.connected_accounts as typeof listed));
        pageToken = (page.json.next_page_token as string | undefined) || undefined;
      } while (pageToken);

      const ids = new Set(listed.map((account) => account.id));
      for (const write of answered) expect(ids.has(write.id)).toBe(true);
      // Whatever was in flight is there whole or not at all.
      expect(listed.length).toBeLessThanOrEqual(sent);
      for (const account of listed) {
        expect(account).toMatchObject({ connector: 'crm' });
        expect(typeof account.status).toBe('string');
        expect(account.identifier).toMatch(/^writer\d+-\d+@kill\.test$/);
      }
      expect(new Set(listed.map((account) => account.identifier)).size).toBe(listed.length);

      const written = await again('POST', '/connected_accounts', {
        connector: 'crm',
        identifier: 'after@kill.test',
        organization_id: organizationId,
      });
      expect(written.status).toBeLessThan(300);
    } finally {
      second.child.kill('SIGTERM');
    }
  }, 90_000);
});
