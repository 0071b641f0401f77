export { DOCSAPP_SEED } from './seed/workspace.ts';
export { createDocsappSimulator } from './simulator.ts';
