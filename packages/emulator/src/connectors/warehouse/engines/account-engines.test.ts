import { access, mkdtemp, readdir, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { executeToolResponseSchema } from '@plugboard/schema';
import {
  connectedAccountResponseSchema,
  upstreamErrorBodySchema,
} from '@plugboard/schema/upstream';
import { afterEach, describe, expect, it } from 'vitest';
import { isCluster } from '../../../db/cluster-template.ts';
import { createEmulator, type Emulator } from '../../../index.ts';
import { expectResult, serviceError } from '../../../test/exact-answers.ts';
import { statementResultSchema } from '../../../test/result-parts.ts';

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

/** The emulator's API with a fresh token, as a backend calls it. */
async function client(emulator: Emulator) {
  const token = await fetch(`${emulator.url}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: emulator.clientId,
      client_secret: emulator.clientSecret,
    }),
  }).then(async (res) => ((await res.json()) as { access_token: string }).access_token);
  return async (path: string, body: unknown) => {
    const res = await fetch(`${emulator.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };
}

type Post = Awaited<ReturnType<typeof client>>;

async function newAccount(post: Post, identifier: string): Promise<string> {
  const created = await post('/api/v1/connected_accounts', {
    connector: 'warehouse',
    identifier,
    connected_account: { authorization_details: { static_auth: { details: { token: 't' } } } },
  });
  return connectedAccountResponseSchema.parse(created.body).connected_account.id;
}

function sql(post: Post, account: string, statement: string) {
  return post('/api/v1/execute_tool', {
    connected_account_id: account,
    tool_name: 'warehouse_execute_query',
    params: { statement },
  });
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('warehouse engines', () => {
  it("keep each account's data apart and across restarts, and go with the account", async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'plugboard-warehouse-'));
    const engines = join(dataDir, 'connectors', 'warehouse');
    let emulator = await createEmulator({ dataDir });
    let post = await client(emulator);
    const ada = await newAccount(post, 'ada@example.com');
    const grace = await newAccount(post, 'grace@example.com');
    expect((await sql(post, ada, 'CREATE TABLE public.notes (text text)')).status).toBe(200);
    expect((await sql(post, ada, "INSERT INTO public.notes VALUES ('kept')")).status).toBe(200);
    const elsewhere = await sql(post, grace, 'SELECT * FROM public.notes');
    expect(serviceError('warehouse', upstreamErrorBodySchema.parse(elsewhere.body)).code).toBe(
      '002003',
    );
    await emulator.close();

    emulator = await createEmulator({ dataDir });
    post = await client(emulator);
    const kept = await sql(post, ada, 'SELECT text FROM public.notes');
    expect(
      statementResultSchema.parse(
        expectResult('warehouse_execute_query', executeToolResponseSchema.parse(kept.body).data),
      ).data,
    ).toEqual([['kept']]);
    expect(await exists(join(engines, ada))).toBe(true);

    // Each account's folder is a link to the spare it claimed; ada's goes with her link.
    const adaSpare = await readlink(join(engines, ada));
    expect(await exists(join(engines, adaSpare))).toBe(true);
    expect((await post('/api/v1/connected_accounts:delete', { id: ada })).status).toBe(200);
    expect(await exists(join(engines, ada))).toBe(false);
    expect(await exists(join(engines, adaSpare))).toBe(false);
    expect(await exists(join(engines, grace))).toBe(true);
    await emulator.control.reset();
    expect(await exists(engines)).toBe(false);
    await emulator.close();
  }, 300_000);

  it('make the spare soon after the start without opening it, and open it once a warehouse link is asked for', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'plugboard-warehouse-'));
    const engines = join(dataDir, 'connectors', 'warehouse');
    const emulator = await createEmulator({ dataDir });
    try {
      // No account, no link: only the start can have made it. Polled, not timed.
      let spares: string[] = [];
      for (let tries = 0; spares.length === 0 && tries < 600; tries++) {
        await sleep(200);
        // A `.partial` folder is still being unpacked, and renamed once whole.
        const names = (await readdir(engines).catch(() => [])).filter(
          (name) => name.startsWith('.spare-') && !name.endsWith('.partial'),
        );
        const made = await Promise.all(names.map((name) => isCluster(join(engines, name))));
        spares = names.filter((_, index) => made[index]);
      }
      expect(spares).toHaveLength(1);
      // Postgres writes its pid file when it opens the cluster (the template was shut down, so
      // an unpacked folder has none), which it did within a second or two of the folder's
      // unpacking when the start opened it too.
      const pidFile = join(engines, spares[0] ?? '', 'postmaster.pid');
      await sleep(5_000);
      expect(await exists(pidFile)).toBe(false);

      const post = await client(emulator);
      const link = await post('/api/v1/connected_accounts/magic_link', {
        connector: 'warehouse',
        identifier: 'ada@example.com',
        user_verify_url: 'https://app.example.com/verify',
      });
      expect(link.status).toBe(200);
      let opened = false;
      for (let tries = 0; !opened && tries < 600; tries++) {
        await sleep(200);
        opened = await exists(pidFile);
      }
      expect(opened).toBe(true);
    } finally {
      await emulator.close();
    }
  }, 300_000);
});
