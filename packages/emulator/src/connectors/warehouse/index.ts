export { createWarehouseSimulator } from './simulator.ts';
