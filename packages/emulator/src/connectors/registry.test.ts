import { CONNECTOR_IDS } from '@plugboard/schema';
import { expect, it } from 'vitest';
import { createClock } from '../clock.ts';
import { openStore } from '../store/open-store.ts';
import { accountResourcesOf, createSimulators } from './registry.ts';

it('makes a simulator for every connector, and frees what the warehouse and library keep', async () => {
  const store = await openStore(undefined);
  try {
    const simulators = await createSimulators(
      { store, clock: createClock(), baseUrl: 'http://127.0.0.1:4010' },
      undefined,
    );
    expect(Object.keys(simulators).sort()).toEqual([...CONNECTOR_IDS].sort());
    const resources = accountResourcesOf(simulators);
    expect(resources).toEqual({
      warehouse: simulators.warehouse.accountResources,
      doclib: simulators.doclib.accountResources,
    });
    await Promise.all(Object.values(resources).map((held) => held.close()));
  } finally {
    store.close();
  }
}, 60_000);
