import { type ConnectorSimulator, defineSimulator, type SimulatorResources } from '../simulator.ts';
import { createAccountEngines } from './engines/account-engines.ts';
import type { WarehouseWorkspace } from './store.ts';
import {
  getColumns,
  getReferentialConstraints,
  getSchemata,
  getTableConstraints,
  getTables,
} from './tools/information-schema.ts';
import {
  showDatabasesSchemas,
  showImportedExportedKeys,
  showPrimaryKeys,
  showWarehouses,
} from './tools/show-commands.ts';
import { showGrants } from './tools/show-grants.ts';
import { cancelQuery, getQueryPartition, getQueryStatus } from './tools/statement-handles.ts';
import { executeQuery } from './tools/statements.ts';

/**
 * The simulated data warehouse of one emulator (docs/connectors.md §4.3): all 14 warehouse tools,
 * each account on its own SQL engine, kept in `resources.dataDir` (a temporary folder in memory
 * mode).
 */
export function createWarehouseSimulator(resources: SimulatorResources): ConnectorSimulator {
  const engines = createAccountEngines({ dataDir: resources.dataDir });
  return defineSimulator<'warehouse', WarehouseWorkspace>({
    // Each account's data is in its own engine, in a process of its own (engines/engine-process.ts).
    keepsStateElsewhere: true,
    accountResources: engines,
    open: (context) => ({ statements: engines.statementsOf(context.account.id), now: context.now }),
    // The sample database is the engine's starting point (seed/seed.ts), not workspace data.
    seed: async () => {},
    handlers: {
      warehouse_cancel_query: cancelQuery,
      warehouse_execute_query: executeQuery,
      warehouse_get_columns: getColumns,
      warehouse_get_query_partition: getQueryPartition,
      warehouse_get_query_status: getQueryStatus,
      warehouse_get_referential_constraints: getReferentialConstraints,
      warehouse_get_schemata: getSchemata,
      warehouse_get_table_constraints: getTableConstraints,
      warehouse_get_tables: getTables,
      warehouse_show_databases_schemas: showDatabasesSchemas,
      warehouse_show_grants: showGrants,
      warehouse_show_imported_exported_keys: showImportedExportedKeys,
      warehouse_show_primary_keys: showPrimaryKeys,
      warehouse_show_warehouses: showWarehouses,
    },
  });
}
