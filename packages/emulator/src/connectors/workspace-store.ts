import type { z } from 'zod';
import type { StoreWrites } from '../store/memory-store.ts';

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
 * The texts each schema is known to read back unchanged, so reading one again takes JSON.parse
 * alone: parsing every document of a collection through its schema on every run was a fifth of a
 * CRM read's CPU (docs/internals/emulator-cost.md). Bounded: emptied when it grows past the limit.
 */
const readsUnchanged = new WeakMap<z.ZodType, Set<string>>();
const READS_UNCHANGED_LIMIT = 100_000;

/**
 * The document `text` holds, as `schema` reads it (each run gets a copy of its own), and the text
 * of what it read when that differs (keys in the schema's order, a default added): stored in its
 * place, the next read of it is JSON.parse alone, and answers exactly as this one.
 */
function readDoc<Doc>(schema: z.ZodType<Doc>, text: string): { doc: Doc; canonical?: string } {
  const known = readsUnchanged.get(schema);
  if (known?.has(text)) return { doc: JSON.parse(text) as Doc };
  const doc = schema.parse(JSON.parse(text));
  const canonical = JSON.stringify(doc);
  // A value no JSON holds (a date, say) reads differently from its text: no shortcut for it.
  if (!sameJson(JSON.parse(canonical), doc)) return { doc };
  const texts = known ?? new Set<string>();
  if (texts.size >= READS_UNCHANGED_LIMIT) texts.clear();
  texts.add(canonical);
  if (known === undefined) readsUnchanged.set(schema, texts);
  return canonical === text ? { doc } : { doc, canonical };
}

/** Whether `a` (parsed JSON) and `b` hold the same values, key order aside. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Object.getPrototypeOf(b) !== Object.prototype && !Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysB.every((key) =>
    sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** The table of the workspaces that exist, by account id. */
export const WORKSPACES = 'workspaces';

/** The table of one collection of one account's workspace. */
export function collectionTable(accountId: string, name: string): string {
  return `${workspaceTablePrefix(accountId)}${name}`;
}

function workspaceTablePrefix(accountId: string): string {
  return `records:${accountId}:`;
}

/**
 * The workspace of `accountId`, read and written through `tx` so a tool run is all or nothing.
 * Each collection is a table of the core store, its documents kept as JSON text, as the service
 * would send them, and parsed by the collection's schema as they are read: a run gets documents
 * of its own to change, and nothing a run holds can change the stored ones. The workspace goes
 * with its account (docs/internals/upstream-api.md §3: deleting an account revokes its
 * credentials, so nothing is left to reach its workspace with; `removeWorkspace`).
 */
export function workspaceStore(tx: StoreWrites, accountId: string): WorkspaceStore {
  return {
    collection<Schema extends z.ZodType<StoredDoc>>(name: string, schema: Schema) {
      type Doc = z.infer<Schema>;
      const table = collectionTable(accountId, name);
      const parse = (id: string, text: string): Doc => {
        const { doc, canonical } = readDoc(schema, text);
        if (canonical !== undefined) tx.put(table, id, canonical);
        return doc as Doc;
      };
      const collection: Collection<Doc> = {
        async get(id) {
          const text = tx.get<string>(table, id);
          return text === undefined ? undefined : parse(id, text);
        },
        async all() {
          return Array.from(tx.entries<string>(table), ([id, text]) => parse(id, text));
        },
        async insert(doc) {
          if (tx.get(table, doc.id) !== undefined) {
            throw new Error(`The ${name} collection already holds a document with id "${doc.id}".`);
          }
          tx.put(table, doc.id, JSON.stringify(doc));
          return doc;
        },
        async update(doc) {
          if (tx.get(table, doc.id) !== undefined) tx.put(table, doc.id, JSON.stringify(doc));
          return doc;
        },
        async delete(id) {
          tx.delete(table, id);
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
export function claimWorkspace(
  tx: StoreWrites,
  accountId: string,
  connector: string,
  now: Date,
): 'new' | 'existing' {
  if (tx.get(WORKSPACES, accountId) !== undefined) return 'existing';
  tx.put(WORKSPACES, accountId, { connector, created_at: now.toISOString() });
  return 'new';
}

/** Whether `accountId`'s workspace exists (its first tool run made it). */
export function hasWorkspace(store: StoreWrites, accountId: string): boolean {
  return store.get(WORKSPACES, accountId) !== undefined;
}

/** Removes `accountId`'s workspace and every document in it. */
export function removeWorkspace(writes: StoreWrites, accountId: string): void {
  for (const table of writes.tablesStartingWith(workspaceTablePrefix(accountId))) {
    writes.drop(table);
  }
  writes.delete(WORKSPACES, accountId);
}

/** Removes every workspace. */
export function removeAllWorkspaces(writes: StoreWrites): void {
  for (const table of writes.tablesStartingWith('records:')) writes.drop(table);
  writes.drop(WORKSPACES);
}

/** What a simulator that keeps its data elsewhere gets as its store: opening one is its bug. */
export const NO_WORKSPACE_STORE: WorkspaceStore = {
  collection(name) {
    throw new Error(`This simulator keeps its state outside the database, yet opened "${name}".`);
  },
};
