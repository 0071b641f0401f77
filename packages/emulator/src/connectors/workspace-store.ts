import type { Transaction } from '@electric-sql/pglite';
import type { z } from 'zod';

/** A stored document: anything with an id, kept as JSON. */
export interface StoredDoc {
  id: string;
}

/** The documents of one kind (pages, records, tasks…) in one account's simulated workspace. */
export interface Collection<Doc extends StoredDoc> {
  get(id: string): Promise<Doc | undefined>;
  /** Every document, in the order they were inserted. */
  all(): Promise<Doc[]>;
  insert(doc: Doc): Promise<Doc>;
  /** Replaces the stored document with the same id. */
  update(doc: Doc): Promise<Doc>;
  delete(id: string): Promise<void>;
}

/** The simulated workspace of one connected account (each account has its own, issue 4). */
export interface WorkspaceStore {
  /** The collection `name`, each document checked against `schema` as it is read. */
  collection<Schema extends z.ZodType<StoredDoc>>(
    name: string,
    schema: Schema,
  ): Collection<z.infer<Schema>>;
}

/**
 * The workspace of `accountId`, read and written inside `tx` so a tool run is all or nothing.
 * Documents live in `connector_records`, which cascades away with the account (docs/internals/upstream-api.md §3:
 * deleting an account revokes its credentials, so nothing is left to reach its workspace with).
 * A collection read whole is kept until the next write to it, as a run reads the same collections
 * many times (a record write checks every attribute and record); open each collection once.
 */
export function workspaceStore(tx: Transaction, accountId: string): WorkspaceStore {
  return {
    collection<Schema extends z.ZodType<StoredDoc>>(name: string, schema: Schema) {
      type Doc = z.infer<Schema>;
      const parse = (row: { doc: unknown }): Doc => schema.parse(row.doc);
      let read: readonly Doc[] | undefined;
      const write = async (sql: string, params: unknown[]) => {
        read = undefined;
        await tx.query(sql, params);
      };
      const collection: Collection<Doc> = {
        async get(id) {
          const all = read;
          if (all !== undefined) return all.find((doc) => doc.id === id);
          const { rows } = await tx.query<{ doc: unknown }>(
            'SELECT doc FROM connector_records WHERE account_id = $1 AND collection = $2 AND id = $3',
            [accountId, name, id],
          );
          return rows[0] === undefined ? undefined : parse(rows[0]);
        },
        async all() {
          const all = read;
          if (all !== undefined) return [...all];
          const { rows } = await tx.query<{ doc: unknown }>(
            `SELECT doc FROM connector_records WHERE account_id = $1 AND collection = $2
             ORDER BY position`,
            [accountId, name],
          );
          read = rows.map(parse);
          return [...read];
        },
        async insert(doc) {
          await write(
            'INSERT INTO connector_records (account_id, collection, id, doc) VALUES ($1, $2, $3, $4)',
            [accountId, name, doc.id, JSON.stringify(doc)],
          );
          return doc;
        },
        async update(doc) {
          await write(
            `UPDATE connector_records SET doc = $4
             WHERE account_id = $1 AND collection = $2 AND id = $3`,
            [accountId, name, doc.id, JSON.stringify(doc)],
          );
          return doc;
        },
        async delete(id) {
          await write(
            'DELETE FROM connector_records WHERE account_id = $1 AND collection = $2 AND id = $3',
            [accountId, name, id],
          );
        },
      };
      return collection;
    },
  };
}

/**
 * Whether `accountId` has a workspace yet; the first tool run of an account creates and seeds it,
 * so accounts that never run a tool cost nothing.
 */
export async function claimWorkspace(
  tx: Transaction,
  accountId: string,
  connector: string,
  now: Date,
): Promise<'new' | 'existing'> {
  const inserted = await tx.query(
    `INSERT INTO connector_workspaces (account_id, connector, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (account_id) DO NOTHING`,
    [accountId, connector, now],
  );
  return inserted.affectedRows === 1 ? 'new' : 'existing';
}

/** What a simulator that keeps its data elsewhere gets as its store: opening one is its bug. */
export const NO_WORKSPACE_STORE: WorkspaceStore = {
  collection(name) {
    throw new Error(`This simulator keeps its state outside the database, yet opened "${name}".`);
  },
};
