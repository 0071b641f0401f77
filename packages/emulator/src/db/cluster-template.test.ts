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
