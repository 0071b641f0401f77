import type { AccountResources } from '../account-resources.ts';
import { type ConnectorSimulator, defineSimulator, type SimulatorResources } from '../simulator.ts';
import { createDocumentLibrary, type DocumentLibrary } from './library/document-library.ts';

/** The simulated document library of one emulator: what its proxy serves, as a simulator. */
export interface DoclibSimulator extends ConnectorSimulator, DocumentLibrary {
  readonly accountResources: AccountResources;
}

/**
 * The document library of one emulator (docs/connectors.md §4.6): its files in
 * `resources.dataDir` (a temporary folder in memory mode), its download URLs pointing at
 * `resources.baseUrl`. It has no tools: clients reach it through the proxy, which seeds an
 * account's library on its first request.
 */
export async function createDoclibSimulator(
  resources: SimulatorResources,
): Promise<DoclibSimulator> {
  const library = await createDocumentLibrary(resources);
  return {
    ...defineSimulator<'doclib', undefined>({
      open: () => undefined,
      seed: async () => {},
      handlers: {},
    }),
    ...library,
  };
}
