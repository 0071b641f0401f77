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
  /**
   * Every document, in the order they were inserted, frozen: for a read that changes none of
   * them. Each stored text is parsed once however many runs and workspaces read it (a workspace
   * cloned from a template shares the template's texts), where `all` parses every document on
   * every call to give the run a copy of its own.
   */
  allShared(): Promise<readonly Doc[]>;
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
  /** Every document of the workspace as it is stored now, collection by collection. */
  capture(): WorkspaceTemplate;
  /**
   * Adds the documents of `template` (what `capture` gave of another workspace) to this one, in
   * their order, each one's text through `rewrite` first. What a schema already read stays read,
   * so a workspace cloned from a template that was read once is never parsed by a schema again;
   * a text the rewrite leaves as it was is the template's own, shared.
   */
  restore(template: WorkspaceTemplate, rewrite: (text: string) => string): void;
}

/**
 * A workspace's documents, kept to clone into new workspaces (crm/seed/seed-template.ts): per
 * collection, each document's id and stored text, in the collection's order.
 */
export interface WorkspaceTemplate {
  readonly collections: ReadonlyMap<string, readonly (readonly [id: string, text: StoredText])[]>;
}

/**
 * A stored document: its JSON text as a run wrote it, or, once a read found that its collection's
 * schema reads it unchanged, that text marked so (each collection is opened with one schema, its
 * service's). A marked one is read by JSON.parse alone: parsing every document of a collection
 * through its schema on every run was a fifth of a CRM read's CPU (docs/internals/emulator-cost.md).
 */
export type StoredText = string | { readonly canonical: string };

/**
 * The document `stored` holds, as `schema` reads it (each run gets a copy of its own), and, when
 * it was not marked yet, what to store in its place: the text of what was read (keys in the
 * schema's order, defaults added), marked, so the next read answers exactly as this one.
 */
function readDoc<Doc>(
  schema: z.ZodType<Doc>,
  stored: StoredText,
): { doc: Doc; marked?: StoredText } {
  if (typeof stored !== 'string') return { doc: JSON.parse(stored.canonical) as Doc };
  const doc = schema.parse(JSON.parse(stored));
  // A value no JSON text holds (a date, say) would read back otherwise: no shortcut for it.
  if (!isPlainJson(doc)) return { doc };
  return { doc, marked: { canonical: JSON.stringify(doc) } };
}

/** What `allShared` read of each stored text, kept for as long as the text is stored. */
const sharedReads = new WeakMap<object, unknown>();

/** `value`, and every object and array in it, frozen: changing a shared document throws. */
function deepFreeze<Value>(value: Value): Value {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Whether JSON.parse(JSON.stringify(value)) gives `value` back. */
function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => item !== undefined && isPlainJson(item));
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every((item) => item === undefined || isPlainJson(item));
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
      const parse = (id: string, stored: StoredText): Doc => {
        const { doc, marked } = readDoc(schema, stored);
        if (marked !== undefined) tx.put(table, id, marked);
        return doc as Doc;
      };
      const collection: Collection<Doc> = {
        async get(id) {
          const stored = tx.get<StoredText>(table, id);
          return stored === undefined ? undefined : parse(id, stored);
        },
        async all() {
          return Array.from(tx.entries<StoredText>(table), ([id, stored]) => parse(id, stored));
        },
        async allShared() {
          return Array.from(tx.entries<StoredText>(table), ([id, stored]) => {
            if (typeof stored === 'string') {
              const doc = deepFreeze(parse(id, stored));
              // Marked now, when its schema read it back unchanged: kept for the next read.
              const marked = tx.get<StoredText>(table, id);
              if (typeof marked === 'object') sharedReads.set(marked, doc);
              return doc;
            }
            let doc = sharedReads.get(stored) as Doc | undefined;
            if (doc === undefined) {
              doc = deepFreeze(JSON.parse(stored.canonical) as Doc);
              sharedReads.set(stored, doc);
            }
            return doc;
          });
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
    capture() {
      const prefix = workspaceTablePrefix(accountId);
      return {
        collections: new Map(
          tx
            .tablesStartingWith(prefix)
            .map((table) => [table.slice(prefix.length), tx.entries<StoredText>(table)]),
        ),
      };
    },
    restore(template, rewrite) {
      for (const [name, docs] of template.collections) {
        const table = collectionTable(accountId, name);
        for (const [id, text] of docs) {
          if (tx.get(table, id) !== undefined) {
            throw new Error(`The ${name} collection already holds a document with id "${id}".`);
          }
          if (typeof text === 'string') {
            tx.put(table, id, rewrite(text));
            continue;
          }
          const canonical = rewrite(text.canonical);
          // Rows are never changed in place, so a text the rewrite left alone can be shared.
          tx.put(table, id, canonical === text.canonical ? text : { canonical });
        }
      }
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
  capture() {
    throw new Error('This simulator keeps its state outside the database, yet captured it.');
  },
  restore() {
    throw new Error('This simulator keeps its state outside the database, yet restored into it.');
  },
};
