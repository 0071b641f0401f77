import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { pruneTemplates, templateFile, templateFolder, touchTemplate } from './template-files.ts';

const DAY = 24 * 60 * 60 * 1000;
let folder: string | undefined;
afterEach(() => folder && rm(folder, { recursive: true, force: true }));

async function file(name: string, ageMs: number, now: number): Promise<string> {
  const path = join(folder ?? '', name);
  if (name.endsWith('.cluster')) await mkdir(path);
  else await writeFile(path, name);
  const time = new Date(now - ageMs);
  await utimes(path, time, time);
  return path;
}

it('removes templates unused for a week and half-made leftovers, keeping the one built and those in use', async () => {
  folder = await mkdtemp(join(tmpdir(), 'templates-'));
  const now = Date.now();
  const kept = await file('warehouse-sample-new.tar', 0, now);
  await file('warehouse-sample-week-old.tar', 8 * DAY, now);
  await file('pglite-template-old.tar', 30 * DAY, now);
  await file('warehouse-sample-used-yesterday.tar', DAY, now);
  await file('warehouse-sample-new.tar.1.partial', 2 * 60 * 60 * 1000, now);
  await file('warehouse-sample-new.tar.2.cluster', 2 * 60 * 60 * 1000, now);
  await file('warehouse-sample-new.tar.3.partial', 60 * 1000, now);
  const used = await file('warehouse-sample-used-now.tar', 9 * DAY, now);
  await touchTemplate(used);

  await pruneTemplates(kept);

  expect((await readdir(folder)).sort()).toEqual([
    'warehouse-sample-new.tar',
    'warehouse-sample-new.tar.3.partial',
    'warehouse-sample-used-now.tar',
    'warehouse-sample-used-yesterday.tar',
  ]);
});

it("names a template after PGlite's build and the fingerprint, not after the install's path", async () => {
  const one = await templateFile('warehouse-sample', 'CREATE TABLE a ();');
  expect(one).toBe(await templateFile('warehouse-sample', 'CREATE TABLE a ();'));
  expect(one).not.toBe(await templateFile('warehouse-sample', 'CREATE TABLE b ();'));
  expect(one).toMatch(new RegExp(`^${templateFolder()}/warehouse-sample-[0-9a-f]{16}\\.tar$`));
});
