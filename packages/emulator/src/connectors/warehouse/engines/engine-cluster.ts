import { mkdir, realpath } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { type ClusterTemplate, isCluster } from '../../../db/cluster-template.ts';
import { LEAN_SETTINGS } from '../../../db/lean-settings.ts';
import { SAMPLE_DATABASE_TEMPLATE } from '../seed/seed.ts';
import type { EngineModules } from './wasm-modules.ts';

/**
 * Opens an account's Postgres cluster in `folder` (PGlite reads and writes the folder's files, so
 * its data is not held in memory): an existing one as it is, a new one from `template` (the
 * sample database).
 */
export async function openEngineCluster(
  accountFolder: string,
  modules?: EngineModules,
  template: ClusterTemplate = SAMPLE_DATABASE_TEMPLATE,
): Promise<PGlite> {
  // An account's folder may be a link to the spare it claimed (spare-cluster.ts); PGlite mounts
  // the folder itself, so it gets the folder the link points to.
  const folder = await realpath(accountFolder).catch(() => accountFolder);
  const settings = {
    dataDir: folder,
    postgresqlconf: [...LEAN_SETTINGS],
    // Compiled once for every engine (wasm-modules.ts).
    ...(modules && { pgliteWasmModule: modules.pglite, initdbWasmModule: modules.initdb }),
  };
  if (await isCluster(folder)) return PGlite.create(settings);
  await mkdir(folder, { recursive: true });
  try {
    return await PGlite.create({ ...settings, loadDataDir: await template.load() });
  } catch {
    // A damaged template costs one slow start, never a failed one.
    await template.discard();
    const db = await PGlite.create(settings);
    await template.build(db);
    return db;
  }
}
