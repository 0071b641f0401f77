import type { PGlite, Transaction } from '@electric-sql/pglite';
import { preparedStatements } from './prepared-statements.ts';
import type { Queryable } from './queryable.ts';
import { createReadCache } from './read-cache.ts';

/**
 * The emulator's database as its services use it: statements, transactions, close. Statements
 * outside a transaction run prepared (prepared-statements.ts), and their reads are answered from
 * the last identical read while nothing was written since (read-cache.ts); a transaction's
 * statements run through its `tx`.
 */
export interface Database extends Queryable {
  /** Runs `work` in a transaction; PGlite queues every other statement until it ends. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A SELECT only reads (the emulator's statements call no function that writes). */
const READ = /^\s*SELECT\b/i;

/**
 * The emulator's view of an open, migrated PGlite, through which every statement then goes;
 * `close` closes it (and removes what it was opened on).
 */
export function createDatabase(pg: PGlite, close = () => pg.close()): Database {
  const run = preparedStatements(pg);
  const cache = createReadCache();
  return {
    query: (sql, params = [], options) => {
      // Query options (row modes, custom parsers) are PGlite's, so such statements take its path.
      if (options !== undefined) return cache.write(() => pg.query(sql, params, options));
      if (!READ.test(sql)) return cache.write(() => run(sql, params));
      return cache.read(`${sql}\u0000${JSON.stringify(params)}`, () => run(sql, params));
    },
    exec: (sql, options) => cache.write(() => pg.exec(sql, options)),
    transaction: (work) => cache.write(() => pg.transaction(work)),
    close,
  };
}
