import type { ConnectorSimulator } from '../simulator.ts';
import { crmSimulator } from './simulator.ts';

/** The simulated CRM: it keeps everything in the workspace store, so every emulator shares one. */
export function createCrmSimulator(): ConnectorSimulator {
  return crmSimulator;
}
