import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from './migrate.ts';
import { MIGRATIONS } from './migrations.ts';

let cached: Promise<Blob> | undefined;

/**
 * A freshly initialised Postgres cluster with every migration applied, as a tarball. Running
 * initdb takes several seconds; loading this takes well under one, so new databases start from it.
 * It is built once per PGlite build and set of migrations, and kept in the OS temp folder, shared
 * by every process (test workers, CLI runs).
 */
export function templateDataDir(): Promise<Blob> {
  cached ??= loadOrBuild().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Forgets a template that failed to load, so the next call builds it again. */
export async function discardTemplate(): Promise<void> {
  cached = undefined;
  await rm(await templateFile(), { force: true });
}

async function loadOrBuild(): Promise<Blob> {
  const file = await templateFile();
  const bytes = await readFile(file).catch(() => undefined);
  if (bytes !== undefined) return new Blob([bytes]);
  const db = await PGlite.create();
  await migrate(db);
  const dump = await db.dumpDataDir('none');
  await db.close();
  await mkdir(join(file, '..'), { recursive: true });
  // Written aside and renamed, so a process never reads a half-written template.
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/**
 * Named after the PGlite build (its wasm file's path, size and time) and the migrations, so an
 * upgrade or a new migration gets a new one.
 */
async function templateFile(): Promise<string> {
  const wasm = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
  const { size, mtimeMs } = await stat(wasm);
  const key = createHash('sha256')
    .update(`${wasm}:${size}:${Math.trunc(mtimeMs)}`)
    .update(MIGRATIONS.join('\n'))
    .digest('hex')
    .slice(0, 16);
  return join(tmpdir(), 'plugboard-emulator', `pglite-template-${key}.tar`);
}
