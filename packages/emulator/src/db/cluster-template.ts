import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { forkModule } from '../process/fork-module.ts';
import { pruneTemplates, templateFile, touchTemplate } from './template-files.ts';

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
  /** Builds the tarball file in this process, if it is missing: what a `builder` process runs. */
  buildHere(): Promise<string>;
}

/** A module that, run as a process of its own, calls the template's `buildHere` and exits. */
export interface TemplateBuilder {
  /** The module's folder, as a path. */
  dir: string;
  /** The module's name, without its extension (process/fork-module.ts). */
  name: string;
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
  /**
   * Where the template is built when it is missing (the first start on a new install): initdb
   * and the build's statements take PGlite about 600 MB, which the allocator of the process that
   * built it keeps (docs/internals/emulator-cost.md); a process of its own gives it back as it
   * exits. Without one, the calling process builds it.
   */
  builder?: TemplateBuilder;
}): ClusterTemplate {
  let built: Promise<string> | undefined;
  const file = () => templateFile(spec.name, spec.fingerprint);

  async function build(): Promise<string> {
    const path = await file();
    if (await exists(path)) return path;
    if (spec.builder === undefined) return buildHere();
    await runBuilder(spec.builder);
    if (await exists(path)) return path;
    throw new Error(`The ${spec.name} template's builder exited without writing ${path}.`);
  }

  async function buildHere(): Promise<string> {
    const path = await file();
    if (await exists(path)) return path;
    // Loaded here: a process that only unpacks the built template needs none of PGlite.
    const { PGlite } = await import('@electric-sql/pglite');
    // Built in a folder and shut down before it is packed. A cluster packed while open reads as
    // one whose server crashed: every engine opened from it replayed the build's WAL and wrote a
    // checkpoint first: half of its open, 0.42 s on a quiet machine (docs/internals/emulator-cost.md).
    const cluster = `${path}.${randomUUID()}.cluster`;
    // Written aside and renamed, so a process never reads a half-written template.
    const partial = `${path}.${randomUUID()}.partial`;
    await mkdir(dirname(path), { recursive: true });
    try {
      const db = await PGlite.create({ dataDir: cluster });
      await spec.build(db);
      await db.close();
      // Opened once more: a session's start writes the relation cache's files, which the build's
      // DDL removed; packed with them, each account's first session reads them instead of
      // building its cache from the catalogs.
      await (await PGlite.create({ dataDir: cluster })).close();
      await runTar(['-c', '-f', partial, '-C', cluster, '.']);
      await rename(partial, path);
    } finally {
      await Promise.all(
        [cluster, partial].map((made) => rm(made, { recursive: true, force: true })),
      );
    }
    await pruneTemplates(path);
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
      const path = await template.file();
      await touchTemplate(path);
      return new Blob([await readFile(path)]);
    },
    async discard() {
      built = undefined;
      await rm(await file(), { force: true });
    },
    build: spec.build,
    buildHere,
  };
  return template;
}

/** Runs `builder` as a child process and waits for it to exit; rejects unless it exits with 0. */
function runBuilder(builder: TemplateBuilder): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = forkModule(builder.dir, builder.name, { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`The template builder ${builder.name} exited with ${signal ?? code}.`)),
    );
  });
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
    const archive = await template.file();
    await touchTemplate(archive);
    await runTar(['-x', '-f', archive, '-C', partial]);
    await rm(folder, { recursive: true, force: true });
    await rename(partial, folder);
    return true;
  } catch {
    await rm(partial, { recursive: true, force: true });
    return false;
  }
}

function runTar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const tar = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
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
