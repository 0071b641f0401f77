import { join } from 'node:path';
import { openJournal } from './journal.ts';
import { createMemoryStore, type Store } from './memory-store.ts';

export type { Store, StoreWrites } from './memory-store.ts';

/** The folder of a data folder that holds the core store's snapshot and journal. */
export function storeFolder(dataDir: string): string {
  return join(dataDir, 'store');
}

/**
 * The core store: in memory only (`dataDir` undefined), or replayed from the data folder's
 * journal and writing every commit to it before it is answered.
 */
export function openStore(dataDir: string | undefined): Store {
  if (dataDir === undefined) return createMemoryStore();
  const { journal, replayed } = openJournal(storeFolder(dataDir));
  return createMemoryStore(journal, replayed);
}
