import { spawnSync } from 'node:child_process';
import { access, mkdir, readdir, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
const host = hostname().replace(/[^\w-]/g, '_');
const ours = async () =>
  (await readdir(tmpdir())).filter((name) =>
    name.startsWith(`plugboard-db-${process.pid}.${host}-`),
  );

describe('a memory-mode database', () => {
  it('lives in a temporary folder removed on close, and removes those of this host’s killed processes', async () => {
    // A process that has ended: its pid names nobody (until the system hands it out again).
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const left = join(tmpdir(), `plugboard-db-${gone}.${host}-left`);
    const elsewhere = join(tmpdir(), `plugboard-db-${gone}.another-host-left`);
    await mkdir(elsewhere, { recursive: true });
    await mkdir(join(left, 'base'), { recursive: true });
    const before = await ours();

    const db = await openDatabase(undefined);
    expect(await exists(left)).toBe(false);
    expect(await exists(elsewhere)).toBe(true);
    await rm(elsewhere, { recursive: true });
    const opened = (await ours()).filter((name) => !before.includes(name));
    expect(opened).toHaveLength(1);
    expect(await exists(join(tmpdir(), opened[0] ?? '', 'PG_VERSION'))).toBe(true);

    await db.close();
    expect(await exists(join(tmpdir(), opened[0] ?? ''))).toBe(false);
  });
});
