import type { Change, Journal, Replayed, Snapshot } from './journal.ts';

/**
 * Reads and writes of the core store: rows by key in tables of plain maps, each table listing its
 * rows in the order they were first stored (what a `position` column gave in SQL). Rows are
 * stored as given and handed out as stored: a caller replaces a row, never changes one in place.
 */
export interface StoreWrites {
  /** The row stored under `key`, if any. */
  get<Row>(table: string, key: string): Row | undefined;
  /** Every row of `table`, oldest first. */
  rows<Row>(table: string): IterableIterator<Row>;
  /** Every key and row of `table`, oldest first (a copy: the caller may write as it goes). */
  entries<Row>(table: string): [key: string, row: Row][];
  /** The names of the tables that exist and start with `prefix`. */
  tablesStartingWith(prefix: string): string[];
  /** Stores `row` under `key`: a new key goes last, an existing one keeps its place. */
  put(table: string, key: string, row: unknown): void;
  /** Removes the row under `key`; whether there was one. */
  delete(table: string, key: string): boolean;
  /** Removes the table and all its rows. */
  drop(table: string): void;
}

/** The store, whose writes outside a transaction commit one by one. */
export interface Store extends StoreWrites {
  /**
   * Runs `work` with writes that commit together when it resolves (one journal line) and are
   * undone when it throws. Transactions run one at a time, as the SQL store's did.
   */
  transaction<T>(work: (tx: StoreWrites) => Promise<T>): Promise<T>;
  close(): void;
}

/** Runs `work` in a transaction of `writes`, or inside the one `writes` already is. */
export function inStoreTransaction<T>(
  writes: StoreWrites,
  work: (tx: StoreWrites) => Promise<T>,
): Promise<T> {
  return 'transaction' in writes ? (writes as Store).transaction(work) : work(writes);
}

interface Entry {
  /** Insertion order across the store, to put rows a rollback restores back in their place. */
  position: number;
  row: unknown;
}

type Table = Map<string, Entry>;

/** What a write replaced, to undo it. */
type Undo =
  | { kind: 'row'; table: string; key: string; before: Entry | undefined }
  | { kind: 'table'; table: string; before: Table | undefined };

/**
 * The store over `replayed` (a data folder's journal), writing to `journal` (none: memory only).
 * Once the journal passes `compactAtBytes`, a snapshot of the store replaces it.
 */
export function createMemoryStore(
  journal?: Journal,
  replayed?: Replayed,
  compactAtBytes = 16 * 1024 * 1024,
): Store {
  const tables = new Map<string, Table>();
  let nextPosition = 0;

  function tableFor(name: string): Table {
    let table = tables.get(name);
    if (table === undefined) {
      table = new Map();
      tables.set(name, table);
    }
    return table;
  }

  function apply(change: Change): void {
    const [table, key, row] = change;
    if (key === null) tables.delete(table);
    else if (row === null) tables.get(table)?.delete(key);
    else setRow(tableFor(table), key, row);
  }

  function setRow(table: Table, key: string, row: unknown): Entry | undefined {
    const before = table.get(key);
    table.set(key, { position: before?.position ?? nextPosition++, row });
    return before;
  }

  if (replayed !== undefined) {
    for (const [name, rows] of Object.entries(replayed.snapshot)) {
      const table = tableFor(name);
      for (const [key, row] of rows) setRow(table, key, row);
    }
    for (const batch of replayed.batches) for (const change of batch) apply(change);
  }

  function snapshot(): Snapshot {
    const out: Snapshot = {};
    for (const [name, table] of tables) {
      if (table.size > 0) out[name] = [...table].map(([key, entry]) => [key, entry.row]);
    }
    return out;
  }

  function commit(changes: readonly Change[]): void {
    if (journal === undefined || changes.length === 0) return;
    journal.append(changes);
    if (journal.size() > compactAtBytes) journal.compact(snapshot());
  }

  /** Writes that record their change and how to undo it, committed by the caller. */
  function writes(changes: Change[] | undefined, undo: Undo[]): StoreWrites {
    return {
      get: (table, key) => tables.get(table)?.get(key)?.row as never,
      *rows<Row>(table: string) {
        const rows = tables.get(table);
        if (rows === undefined) return;
        for (const entry of rows.values()) yield entry.row as Row;
      },
      entries: <Row>(table: string) =>
        Array.from(
          tables.get(table) ?? [],
          ([key, entry]) => [key, entry.row as Row] as [string, Row],
        ),
      tablesStartingWith: (prefix) => [...tables.keys()].filter((name) => name.startsWith(prefix)),
      put(table, key, row) {
        const before = setRow(tableFor(table), key, row);
        undo.push({ kind: 'row', table, key, before });
        changes?.push([table, key, row]);
      },
      delete(table, key) {
        const rows = tables.get(table);
        const before = rows?.get(key);
        if (rows === undefined || before === undefined) return false;
        rows.delete(key);
        undo.push({ kind: 'row', table, key, before });
        changes?.push([table, key, null]);
        return true;
      },
      drop(table) {
        const before = tables.get(table);
        if (before === undefined) return;
        tables.delete(table);
        undo.push({ kind: 'table', table, before });
        changes?.push([table, null, null]);
      },
    };
  }

  function rollback(undo: readonly Undo[]): void {
    const reordered = new Set<string>();
    for (const step of [...undo].reverse()) {
      if (step.kind === 'table') {
        if (step.before !== undefined) tables.set(step.table, step.before);
        continue;
      }
      const table = tableFor(step.table);
      if (step.before === undefined) {
        table.delete(step.key);
      } else {
        if (!table.has(step.key)) reordered.add(step.table);
        table.set(step.key, step.before);
      }
    }
    // A row put back after its removal went last in its map: back to its place.
    for (const name of reordered) {
      const table = tableFor(name);
      const sorted = [...table].sort(([, a], [, b]) => a.position - b.position);
      table.clear();
      for (const [key, entry] of sorted) table.set(key, entry);
    }
  }

  /** Writes outside a transaction: each is its own batch, undone if it cannot be recorded. */
  function alone(write: (writes: StoreWrites) => boolean, change: Change): void {
    const undo: Undo[] = [];
    if (!write(writes(undefined, undo))) return;
    try {
      commit([change]);
    } catch (error) {
      rollback(undo);
      throw error;
    }
  }
  const reads = writes(undefined, []);
  let queue: Promise<unknown> = Promise.resolve();

  const store: Store = {
    get: reads.get,
    rows: reads.rows,
    entries: reads.entries,
    tablesStartingWith: reads.tablesStartingWith,
    put(table, key, row) {
      alone(
        (w) => {
          w.put(table, key, row);
          return true;
        },
        [table, key, row],
      );
    },
    delete(table, key) {
      let deleted = false;
      alone((w) => (deleted = w.delete(table, key)), [table, key, null]);
      return deleted;
    },
    drop(table) {
      alone(
        (w) => {
          if (!tables.has(table)) return false;
          w.drop(table);
          return true;
        },
        [table, null, null],
      );
    },
    transaction(work) {
      const run = queue.then(async () => {
        const changes: Change[] = [];
        const undo: Undo[] = [];
        try {
          const result = await work(writes(changes, undo));
          commit(changes);
          return result;
        } catch (error) {
          rollback(undo);
          throw error;
        }
      });
      queue = run.catch(() => undefined);
      return run;
    },
    close() {
      journal?.close();
    },
  };
  return store;
}
