import { rm } from 'node:fs/promises';
import { type AccountResources, accountFolder } from '../account-resources.ts';
import type { ConnectorSimulator } from '../simulator.ts';
import { openWarehouseEngine } from './engine.ts';
import { createWarehouseSimulator } from './simulator.ts';
import { StatementRegistry } from './statement-registry.ts';

/** The simulated data warehouse of one emulator: its simulator and the accounts' engines. */
export interface Warehouse extends AccountResources {
  readonly simulator: ConnectorSimulator;
}

/**
 * The warehouse: each account gets its own SQL engine, opened on its first statement, in memory
 * (`dataDir` undefined) or in a folder of `dataDir` so its data survives restarts.
 */
export function createWarehouse(options: { dataDir: string | undefined }): Warehouse {
  const { dataDir } = options;
  const registries = new Map<string, StatementRegistry>();

  function statementsOf(accountId: string): StatementRegistry {
    let registry = registries.get(accountId);
    if (registry === undefined) {
      const folder = dataDir === undefined ? undefined : accountFolder(dataDir, accountId);
      registry = new StatementRegistry(() => openWarehouseEngine(folder));
      registries.set(accountId, registry);
    }
    return registry;
  }

  async function closeEngine(accountId: string): Promise<void> {
    const registry = registries.get(accountId);
    registries.delete(accountId);
    await registry?.close();
  }

  const closeAll = () => Promise.all([...registries.keys()].map(closeEngine)).then(() => {});

  return {
    simulator: createWarehouseSimulator(statementsOf),
    async release(accountId) {
      await closeEngine(accountId);
      if (dataDir !== undefined) {
        await rm(accountFolder(dataDir, accountId), { recursive: true, force: true });
      }
    },
    async releaseAll() {
      await closeAll();
      if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
    },
    close: closeAll,
  };
}
