import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** A prepared Postgres cluster that new databases start from instead of running initdb. */
export interface ClusterTemplate {
  /** The cluster as a tarball file, built on first use and kept in the OS temp folder. */
  file(): Promise<string>;
  /** The tarball's bytes, read afresh: a process keeps no copy of them once a cluster is made. */
  load(): Promise<Blob>;
  /** Forgets a template that failed to load, so the next `file` builds it again. */
  discard(): Promise<void>;
  /** Fills a freshly initialised cluster the way the template was filled. */
  build(db: PGlite): Promise<void>;
}

/**
 * A cluster template named `name`: a freshly initialised cluster that `build` filled (migrations,
 * sample data…). Running initdb takes several seconds; loading the tarball well under one. It is
 * built once per PGlite build and `fingerprint` (the text of what `build` runs), and shared by
 * every process (test workers, CLI runs).
 */
export function clusterTemplate(spec: {
  name: string;
  fingerprint: string;
  build(db: PGlite): Promise<void>;
}): ClusterTemplate {
  let built: Promise<string> | undefined;
  const file = () => templateFile(spec.name, spec.fingerprint);

  async function build(): Promise<string> {
    const path = await file();
    if (await exists(path)) return path;
    // Loaded here: a process that only unpacks the built template needs none of PGlite.
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create();
    await spec.build(db);
    const dump = await db.dumpDataDir('none');
    await db.close();
    await mkdir(join(path, '..'), { recursive: true });
    // Written aside and renamed, so a process never reads a half-written template.
    const partial = `${path}.${randomUUID()}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
    return path;
  }

  const template: ClusterTemplate = {
    file() {
      built ??= build().catch((error: unknown) => {
        built = undefined;
        throw error;
      });
      return built;
    },
    async load() {
      return new Blob([await readFile(await template.file())]);
    },
    async discard() {
      built = undefined;
      await rm(await file(), { force: true });
    },
    build: spec.build,
  };
  return template;
}

/**
 * Makes `folder` a new cluster from `template`'s tarball, unpacked by `tar` straight from its
 * file, so the process never holds the tarball. Unpacked aside and renamed, so a folder with
 * PG_VERSION is always a whole cluster. Answers false when `tar` could not.
 */
export async function unpackTemplate(template: ClusterTemplate, folder: string): Promise<boolean> {
  if (await isCluster(folder)) return true;
  await mkdir(dirname(folder), { recursive: true });
  const partial = `${folder}.${randomUUID()}.partial`;
  try {
    await mkdir(partial);
    await untar(await template.file(), partial);
    await rm(folder, { recursive: true, force: true });
    await rename(partial, folder);
    return true;
  } catch {
    await rm(partial, { recursive: true, force: true });
    return false;
  }
}

function untar(archive: string, folder: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const tar = spawn('tar', ['-x', '-f', archive, '-C', folder], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    tar.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    tar.once('error', reject);
    tar.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`tar: ${stderr}`))));
  });
}

function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** A folder initdb already ran in: Postgres writes PG_VERSION first. */
export function isCluster(folder: string): Promise<boolean> {
  return exists(join(folder, 'PG_VERSION'));
}

/**
 * Named after the PGlite build (its wasm file's path, size and time) and the fingerprint, so an
 * upgrade or a new migration gets a new one.
 */
async function templateFile(name: string, fingerprint: string): Promise<string> {
  const wasm = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
  const { size, mtimeMs } = await stat(wasm);
  const key = createHash('sha256')
    .update(`${wasm}:${size}:${Math.trunc(mtimeMs)}`)
    .update(fingerprint)
    .digest('hex')
    .slice(0, 16);
  return join(tmpdir(), 'plugboard-emulator', `${name}-${key}.tar`);
}
