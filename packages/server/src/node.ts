export type { NodeHandler } from './adapters/to-node-handler.ts';
export { toNodeHandler } from './adapters/to-node-handler.ts';
