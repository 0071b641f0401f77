import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectedAccountResponseSchema } from '@plugboard/schema/upstream';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from './index.ts';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function tokenFor(emulator: Emulator): Promise<string> {
  const res = await fetch(`${emulator.url}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: emulator.clientId,
      client_secret: emulator.clientSecret,
    }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('createEmulator', () => {
  it('keeps accounts and tokens in the data folder across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'plugboard-emulator-'));
    folders.push(dataDir);

    const first = await createEmulator({ dataDir });
    const token = await tokenFor(first);
    const created = await fetch(`${first.url}/api/v1/connected_accounts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ connector: 'crm', identifier: 'ann@example.com' }),
    });
    const { connected_account } = connectedAccountResponseSchema.parse(await created.json());
    await first.close();

    const second = await createEmulator({ dataDir });
    try {
      const found = await fetch(
        `${second.url}/api/v1/connected_accounts/auth?id=${connected_account.id}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      expect(found.status).toBe(200);
      expect(connectedAccountResponseSchema.parse(await found.json()).connected_account).toEqual(
        connected_account,
      );
    } finally {
      await second.close();
    }
  });

  it('uses the given credentials and a URL without a trailing slash', async () => {
    const emulator = await createEmulator({ memory: true, clientId: 'id-1', clientSecret: 's-1' });
    try {
      expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(emulator).toMatchObject({ clientId: 'id-1', clientSecret: 's-1' });
      expect(await tokenFor(emulator)).toEqual(expect.any(String));
    } finally {
      await emulator.close();
      await emulator.close();
    }
  });

  it('rejects invalid options naming the option', async () => {
    await expect(createEmulator({ port: -1 })).rejects.toThrow(/port/);
    await expect(createEmulator({ tokenTtlSeconds: 0 })).rejects.toThrow(/tokenTtlSeconds/);
    await expect(createEmulator({ rateLimit: { requests_per_second: -1 } })).rejects.toThrow(
      /rateLimit/,
    );
  });

  it('starts with the rate limit of its options, and reset keeps it', async () => {
    const emulator = await createEmulator({
      memory: true,
      rateLimit: { requests_per_second: 0.01, burst: 1 },
    });
    try {
      expect(emulator.control.rateLimit()).toEqual({ requests_per_second: 0.01, burst: 1 });
      const token = await tokenFor(emulator);
      const limited = await fetch(`${emulator.url}/api/v1/connections`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toEqual(expect.any(String));
      emulator.control.setRateLimit(undefined);
      await emulator.control.reset();
      expect(emulator.control.rateLimit()).toEqual({ requests_per_second: 0.01, burst: 1 });
    } finally {
      await emulator.close();
    }
  });

  it('gives a new environment its baseline roles, and keeps what a data folder holds', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'plugboard-emulator-'));
    folders.push(dataDir);
    const first = await createEmulator({ dataDir });
    await first.control.seed({ scenario: 'demo' });
    await first.close();
    const second = await createEmulator({ dataDir });
    try {
      const token = await tokenFor(second);
      const roles = await fetch(`${second.url}/api/v1/organizations/org_acme/roles`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { roles: names } = (await roles.json()) as { roles: { name: string }[] };
      expect(names.map((role) => role.name)).toEqual(['member', 'admin', 'support_agent']);
    } finally {
      await second.close();
    }
  });
});
