import type { ConnectorSimulator, SimulatorResources } from '../simulator.ts';
import { createWarehouse } from './warehouse.ts';

/**
 * The simulated data warehouse of one emulator: the SQL engines of its accounts, in
 * `resources.dataDir` (a temporary folder in memory mode).
 */
export function createWarehouseSimulator(resources: SimulatorResources): ConnectorSimulator {
  return createWarehouse({ dataDir: resources.dataDir });
}
