import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { importSqlStore } from './import-sql-store.ts';
import { openJournal } from './journal.ts';
import { createMemoryStore, type Store } from './memory-store.ts';

export type { Store, StoreWrites } from './memory-store.ts';

/** The folder of a data folder that holds the core store's snapshot and journal. */
function storeFolder(dataDir: string): string {
  return join(dataDir, 'store');
}

/**
 * The core store: in memory only (`dataDir` undefined), or replayed from the data folder's
 * journal and writing every commit to it before it is answered. A data folder an earlier emulator
 * kept its core data in PGlite in (a Postgres cluster, and no store yet) is read into the new
 * store once (import-sql-store.ts).
 */
export async function openStore(dataDir: string | undefined): Promise<Store> {
  if (dataDir === undefined) return createMemoryStore();
  const { journal, replayed } = openJournal(storeFolder(dataDir));
  const store = createMemoryStore(journal, replayed);
  // Until the import has committed, the store holds nothing: a start cut short imports again.
  const empty = replayed.batches.length === 0 && Object.keys(replayed.snapshot).length === 0;
  if (empty && !replayed.compacted && existsSync(join(dataDir, 'PG_VERSION'))) {
    try {
      await importSqlStore(dataDir, store);
    } catch (error) {
      store.close();
      throw error;
    }
  }
  return store;
}
