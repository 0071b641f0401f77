import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { clusterTemplate } from '../../../db/cluster-template.ts';
import { openEngineCluster } from './engine-cluster.ts';

// A template of this run's own (its fingerprint names its file), built in this process.
const template = clusterTemplate({
  name: 'damaged-template-test',
  fingerprint: randomUUID(),
  async build(db) {
    await db.exec('CREATE TABLE answer (value int); INSERT INTO answer VALUES (42)');
  },
});
const folders: string[] = [];

afterAll(async () => {
  await template.discard();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function newFolder(): Promise<string> {
  const parent = await mkdtemp(join(tmpdir(), 'plugboard-engine-cluster-'));
  folders.push(parent);
  return join(parent, 'account');
}

test('a damaged template costs a slow open, not a failed one: the cluster is built and the template made again', async () => {
  const file = await template.file();
  const good = await readFile(file);
  await writeFile(file, 'not a tarball');

  const db = await openEngineCluster(await newFolder(), undefined, template);
  try {
    const { rows } = await db.query<{ value: number }>('SELECT value FROM answer');
    expect(rows).toEqual([{ value: 42 }]);
  } finally {
    await db.close();
  }
  // The damaged file is gone; the next account's open builds the template again and loads it.
  expect(existsSync(file)).toBe(false);
  const next = await openEngineCluster(await newFolder(), undefined, template);
  try {
    expect((await next.query('SELECT value FROM answer')).rows).toEqual([{ value: 42 }]);
  } finally {
    await next.close();
  }
  expect(existsSync(file)).toBe(true);
  expect((await readFile(file)).length).toBeGreaterThan(good.length / 2);
}, 120_000);
