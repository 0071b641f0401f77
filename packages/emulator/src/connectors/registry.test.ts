import { CONNECTOR_IDS } from '@plugboard/schema';
import { expect, it } from 'vitest';
import { createClock } from '../clock.ts';
import { openDatabase } from '../db/open-database.ts';
import { accountResourcesOf, createSimulators } from './registry.ts';

it('makes a simulator for every connector, and frees what the warehouse and library keep', async () => {
  const db = await openDatabase(undefined);
  try {
    const simulators = await createSimulators(
      { db, clock: createClock(), baseUrl: 'http://127.0.0.1:4010' },
      undefined,
    );
    expect(Object.keys(simulators).sort()).toEqual([...CONNECTOR_IDS].sort());
    const resources = accountResourcesOf(simulators);
    expect(resources).toEqual([
      simulators.warehouse.accountResources,
      simulators.doclib.accountResources,
    ]);
    await Promise.all(resources.map((held) => held.close()));
  } finally {
    await db.close();
  }
}, 60_000);
