import type { Transaction } from '@electric-sql/pglite';
import type { Database } from './database.ts';

/**
 * What a service needs of the database: the open database, or a transaction in progress. Services
 * take this, so the same service code runs alone or as part of a larger atomic change (a seed).
 */
export type Queryable = Pick<Transaction, 'query' | 'exec'>;

/**
 * Runs `work` in a transaction; inside one already, it simply joins it. PGlite queues every other
 * query until the transaction ends, so `work` must use the `tx` it is given.
 */
export function atomically<T>(db: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return isDatabase(db) ? db.transaction(work) : work(db);
}

/** The database itself, as opposed to a transaction in progress (which cannot start another). */
function isDatabase(db: Queryable): db is Database {
  return 'transaction' in db;
}

/** Whether `error` is Postgres refusing a duplicate key (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/** The constraint or unique index a refused write violated, as Postgres names it. */
export function violatedConstraint(error: unknown): string | undefined {
  const constraint =
    typeof error === 'object' && error !== null && 'constraint' in error
      ? error.constraint
      : undefined;
  return typeof constraint === 'string' ? constraint : undefined;
}
