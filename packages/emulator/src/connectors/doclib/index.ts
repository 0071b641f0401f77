import type { SimulatorResources } from '../simulator.ts';
import { createDocumentLibrary, type DocumentLibrary } from './document-library.ts';

export type { DocumentLibrary, Download, LibraryAccount } from './document-library.ts';
export { MAX_UPLOAD_BYTES } from './document-library.ts';
export { itemNotFound, LibraryError } from './library-error.ts';

/**
 * The simulated document library of one emulator: its files in `resources.dataDir` (a temporary
 * folder in memory mode), its download URLs pointing at `resources.baseUrl`.
 */
export function createDoclibSimulator(resources: SimulatorResources): Promise<DocumentLibrary> {
  return createDocumentLibrary(resources);
}
