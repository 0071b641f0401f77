import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, test } from 'vitest';

// Set before the fixture is loaded: its fingerprint, and so its file, are this run's alone.
process.env.PLUGBOARD_PID_TEMPLATE = randomUUID();
const { PID_TEMPLATE } = await import('../test/pid-template.ts');

afterAll(() => PID_TEMPLATE.discard());

test('a missing template is built by its builder process, which exits, not by the caller', async () => {
  const path = await PID_TEMPLATE.file();
  expect(existsSync(path)).toBe(true);
  const db = await PGlite.create({ loadDataDir: await PID_TEMPLATE.load() });
  try {
    const { rows } = await db.query<{ pid: number }>('SELECT pid FROM built_by');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.pid).not.toBe(process.pid);
  } finally {
    await db.close();
  }
  // Built once: a second ask finds the file.
  expect(await PID_TEMPLATE.file()).toBe(path);
}, 120_000);

/** pg_control's `state` (after the system identifier and two version numbers): 1 is shut down. */
const DB_SHUTDOWNED = 1;

test('a template is a cluster shut down, with its relation cache files, so an engine opened from it has nothing to recover or rebuild', async () => {
  const file = await PID_TEMPLATE.file();
  const control = execFileSync('tar', ['-x', '-O', '-f', file, './global/pg_control']);
  expect(control.readUInt32LE(16)).toBe(DB_SHUTDOWNED);
  const entries = execFileSync('tar', ['-t', '-f', file], { encoding: 'utf8' }).split('\n');
  expect(entries).toEqual(
    expect.arrayContaining(['./global/pg_internal.init', './base/5/pg_internal.init']),
  );
}, 120_000);
