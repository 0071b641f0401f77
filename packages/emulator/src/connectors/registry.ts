import { join } from 'node:path';
import type { ConnectorId } from '@plugboard/schema';
import type { AccountResources } from './account-resources.ts';
import { createCrmSimulator } from './crm/index.ts';
import { createDoclibSimulator } from './doclib/index.ts';
import { createDocsappSimulator } from './docsapp/index.ts';
import type { ConnectorSimulator, SimulatorResources } from './simulator.ts';
import { createVideoSimulator } from './video/index.ts';
import { createWarehouseSimulator } from './warehouse/index.ts';
import { createWebsearchSimulator } from './websearch/index.ts';

/** Makes a connector's simulator for one emulator; a stateless one ignores the resources. */
type SimulatorFactory = (
  resources: SimulatorResources,
) => ConnectorSimulator | Promise<ConnectorSimulator>;

/**
 * Every simulated third-party service, by connector, each through its folder's entry
 * (`<connector>/index.ts`). Adding a connector is adding its line here.
 */
export const SIMULATOR_FACTORIES = {
  docsapp: createDocsappSimulator,
  crm: createCrmSimulator,
  warehouse: createWarehouseSimulator,
  video: createVideoSimulator,
  websearch: createWebsearchSimulator,
  doclib: createDoclibSimulator,
} as const satisfies Readonly<Record<ConnectorId, SimulatorFactory>>;

type Factories = typeof SIMULATOR_FACTORIES;

/** The simulators of one emulator, each with its own type (the video platform's report files…). */
export type Simulators = { readonly [Id in ConnectorId]: Awaited<ReturnType<Factories[Id]>> };

/**
 * The simulators of one emulator. `dataDir` holds the connectors' own data (undefined in memory
 * mode), each connector's in a folder named after it.
 */
export async function createSimulators(
  emulator: Omit<SimulatorResources, 'dataDir'>,
  dataDir: string | undefined,
): Promise<Simulators> {
  const entries = await Promise.all(
    Object.entries(SIMULATOR_FACTORIES).map(async ([connector, create]) => [
      connector,
      await create({ ...emulator, dataDir: dataDir && join(dataDir, connector) }),
    ]),
  );
  // One entry per key of SIMULATOR_FACTORIES, each made by that key's own factory.
  return Object.fromEntries(entries) as Simulators;
}

/** What each connector's simulator keeps for its accounts outside the emulator's database. */
export type ResourcesByConnector = Readonly<Partial<Record<ConnectorId, AccountResources>>>;

/** The simulators' account resources, by connector: only the warehouse and the library keep any. */
export function accountResourcesOf(simulators: Simulators): ResourcesByConnector {
  return Object.fromEntries(
    Object.entries<ConnectorSimulator>(simulators).flatMap(([connector, simulator]) =>
      simulator.accountResources === undefined ? [] : [[connector, simulator.accountResources]],
    ),
  );
}

/** Tells the simulator of `connector` that an account of it is on its way (AccountResources.prepare). */
export function accountPreparerOf(resources: ResourcesByConnector): (connector: string) => void {
  return (connector) => resourcesOf(resources, connector)?.prepare?.();
}

/** The resources `connector`'s simulator keeps, if it keeps any (a name from a request may be any text). */
export function resourcesOf(
  resources: ResourcesByConnector,
  connector: string,
): AccountResources | undefined {
  return Object.hasOwn(resources, connector) ? resources[connector as ConnectorId] : undefined;
}
