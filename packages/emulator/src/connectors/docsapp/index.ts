export { DOCSAPP_SEED } from './seed.ts';
export { createDocsappSimulator } from './simulator.ts';
