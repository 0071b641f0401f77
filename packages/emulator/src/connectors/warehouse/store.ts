import type { StatementRegistry } from './statements/statement-registry.ts';

/** What a warehouse tool run sees: the account's statements (and engine), and the clock. */
export interface WarehouseWorkspace {
  statements: StatementRegistry;
  /** The emulator clock when the run started. */
  now: Date;
}
