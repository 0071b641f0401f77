import type { ConnectorId } from '@plugboard/schema';
import { crmSimulator } from './crm/simulator.ts';
import { docsappSimulator } from './docsapp/simulator.ts';
import type { ConnectorSimulator } from './simulator.ts';
import { websearchSimulator } from './websearch/simulator.ts';

/**
 * The simulated third-party services, by connector. A connector missing here has its tools
 * validated but not run (execute_tool answers TOOL_NOT_SIMULATED); adding its simulator here is
 * all it takes to plug one in.
 */
export const SIMULATORS: Readonly<Partial<Record<ConnectorId, ConnectorSimulator>>> = {
  docsapp: docsappSimulator,
  crm: crmSimulator,
  websearch: websearchSimulator,
};

/**
 * Every simulator of one emulator: the shared ones above, and those holding resources of that
 * emulator (the warehouse's SQL engines, warehouse/warehouse.ts).
 */
export function emulatorSimulators(stateful: {
  warehouse: ConnectorSimulator;
  video: ConnectorSimulator;
}): Readonly<Partial<Record<ConnectorId, ConnectorSimulator>>> {
  return { ...SIMULATORS, ...stateful };
}
