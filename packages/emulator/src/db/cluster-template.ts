import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import {
  access,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import { hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

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

/** An open cluster, and what closes it (and removes its folder when it was a temporary one). */
export interface OpenCluster {
  pg: PGlite;
  close(): Promise<void>;
}

/**
 * Opens PGlite on a cluster folder with `settings`: `dataDir`'s cluster as it is, or a new one
 * made from `template` there. Without `dataDir` (memory mode) the cluster goes to a temporary
 * folder removed on close, not to PGlite's in-memory file system: that one holds every file of
 * the cluster (40 MB) and each write's copy in the process, where a folder's files sit in the OS
 * page cache (docs/internals/emulator-cost.md).
 */
export async function openCluster(
  dataDir: string | undefined,
  template: ClusterTemplate,
  settings: readonly string[] = [],
): Promise<OpenCluster> {
  const folder = dataDir ?? (await temporaryFolder());
  const removeTemporary = () =>
    dataDir === undefined ? rm(folder, { recursive: true, force: true }) : Promise.resolve();
  const options = { dataDir: folder, postgresqlconf: [...settings] };
  try {
    const pg = await openFolder(folder, template, options);
    return {
      pg,
      async close() {
        await pg.close();
        await removeTemporary();
      },
    };
  } catch (error) {
    await removeTemporary();
    throw error;
  }
}

async function openFolder(
  folder: string,
  template: ClusterTemplate,
  options: { dataDir: string; postgresqlconf: string[] },
): Promise<PGlite> {
  if (await isCluster(folder)) return PGlite.create(options);
  if (await unpackTemplate(template, folder)) return PGlite.create(options);
  await mkdir(folder, { recursive: true });
  try {
    return await PGlite.create({ ...options, loadDataDir: await template.load() });
  } catch {
    // A damaged template costs one slow start, never a failed one.
    await template.discard();
    const db = await PGlite.create(options);
    await template.build(db);
    return db;
  }
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

/**
 * A memory-mode cluster's folder is named after its process and host (`plugboard-db-<pid>.<host>-…`):
 * a container sharing the temp folder has another host name, and its pids are not ours to test.
 */
const TEMPORARY_PREFIX = `plugboard-db-${process.pid}.${hostname().replace(/[^\w-]/g, '_')}-`;
const TEMPORARY = /^plugboard-db-(\d+)\.([\w-]+)-/;

/**
 * A new temporary folder for a memory-mode cluster, after removing those of this host's processes
 * that are gone: one killed (SIGKILL) could not remove its own, and each holds a 40 MB cluster.
 */
async function temporaryFolder(): Promise<string> {
  const host = TEMPORARY_PREFIX.slice(TEMPORARY_PREFIX.indexOf('.') + 1, -1);
  const names = await readdir(tmpdir()).catch(() => []);
  await Promise.all(
    names.map(async (name) => {
      const [, pid, of] = TEMPORARY.exec(name) ?? [];
      if (of === host && !isRunning(Number(pid))) {
        await rm(join(tmpdir(), name), { recursive: true, force: true });
      }
    }),
  );
  return mkdtemp(join(tmpdir(), TEMPORARY_PREFIX));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
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
