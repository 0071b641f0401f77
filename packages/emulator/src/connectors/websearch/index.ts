import type { ConnectorSimulator } from '../simulator.ts';
import { websearchSimulator } from './simulator.ts';

export { planIncludes, TOP_PLAN } from './plans.ts';

/**
 * The simulated web search service: its corpus is the service's and the rest is in the workspace
 * store, so every emulator shares one.
 */
export function createWebsearchSimulator(): ConnectorSimulator {
  return websearchSimulator;
}
