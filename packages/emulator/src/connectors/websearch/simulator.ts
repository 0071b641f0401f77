import { type ConnectorSimulator, defineSimulator } from '../simulator.ts';
import { admitRequest } from './plans/admission.ts';
import { openWebsearchWorkspace, type WebsearchWorkspace } from './store.ts';

/**
 * The simulated web search service (docs/connectors.md §4.5): all 17 websearch tools over a
 * generated corpus, each request checked against the key's plan, rate and monthly quota first.
 */
const websearchSimulator = defineSimulator<'websearch', WebsearchWorkspace>({
  open: openWebsearchWorkspace,
  // The corpus is the service's, not the account's: a new account starts with nothing stored.
  seed: async () => {},
  admit: admitRequest,
  // The search engine and its corpus load on the first call, not at the emulator's start-up.
  handlers: () => import('./tools/handlers.ts').then((module) => module.WEBSEARCH_HANDLERS),
});

/** The simulated web search service: its corpus is the service's and the rest is in the workspace
 * store, so every emulator shares one. */
export function createWebsearchSimulator(): ConnectorSimulator {
  return websearchSimulator;
}
