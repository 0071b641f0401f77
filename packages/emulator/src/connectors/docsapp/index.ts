export { DOCSAPP_SEED } from './seed/build-ids.ts';
export { createDocsappSimulator } from './simulator.ts';
