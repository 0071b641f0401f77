import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** A prepared Postgres cluster that new databases start from instead of running initdb. */
export interface ClusterTemplate {
  /** The cluster as a tarball, built on first use and kept in the OS temp folder. */
  load(): Promise<Blob>;
  /** Forgets a template that failed to load, so the next `load` builds it again. */
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
  let cached: Promise<Blob> | undefined;
  const file = () => templateFile(spec.name, spec.fingerprint);

  async function loadOrBuild(): Promise<Blob> {
    const path = await file();
    const bytes = await readFile(path).catch(() => undefined);
    if (bytes !== undefined) return new Blob([bytes]);
    const db = await PGlite.create();
    await spec.build(db);
    const dump = await db.dumpDataDir('none');
    await db.close();
    await mkdir(join(path, '..'), { recursive: true });
    // Written aside and renamed, so a process never reads a half-written template.
    const partial = `${path}.${randomUUID()}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
    return dump;
  }

  return {
    load() {
      cached ??= loadOrBuild().catch((error: unknown) => {
        cached = undefined;
        throw error;
      });
      return cached;
    },
    async discard() {
      cached = undefined;
      await rm(await file(), { force: true });
    },
    build: spec.build,
  };
}

/**
 * Opens PGlite in memory (`dataDir` undefined) or in a data folder: an existing cluster as it is,
 * a new one from `template`.
 */
export async function openCluster(
  dataDir: string | undefined,
  template: ClusterTemplate,
): Promise<PGlite> {
  if (dataDir !== undefined && (await isCluster(dataDir))) return PGlite.create(dataDir);
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  try {
    return await PGlite.create({ dataDir, loadDataDir: await template.load() });
  } catch {
    // A damaged template costs one slow start, never a failed one.
    await template.discard();
    const db = await PGlite.create(dataDir);
    await template.build(db);
    return db;
  }
}

/** A folder initdb already ran in: Postgres writes PG_VERSION first. */
function isCluster(dataDir: string): Promise<boolean> {
  return access(join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
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
