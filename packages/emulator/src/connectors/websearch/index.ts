export { planIncludes, TOP_PLAN } from './plans/plans.ts';
export { createWebsearchSimulator } from './simulator.ts';

/**
 * Builds the simulated web now rather than on the first search call (about a second), for a
 * caller that times the requests that follow.
 */
export async function prepareCorpus(): Promise<void> {
  const { corpus } = await import('./corpus/corpus.ts');
  corpus();
}
