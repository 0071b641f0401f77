import type { ConnectorSimulator } from '../simulator.ts';
import { docsappSimulator } from './simulator.ts';

export { DOCSAPP_SEED } from './seed.ts';

/**
 * The simulated document workspace: it keeps everything in the workspace store, so every emulator
 * shares one.
 */
export function createDocsappSimulator(): ConnectorSimulator {
  return docsappSimulator;
}
