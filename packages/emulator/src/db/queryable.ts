import { PGlite, type Transaction } from '@electric-sql/pglite';

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
  return db instanceof PGlite ? db.transaction(work) : work(db);
}

/** Whether `error` is Postgres refusing a duplicate key (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
