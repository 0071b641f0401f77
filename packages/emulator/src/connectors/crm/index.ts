export { createCrmSimulator } from './simulator.ts';
