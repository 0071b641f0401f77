import { type PGlite, protocol } from '@electric-sql/pglite';

const { serialize, messages } = protocol;

/** A column of a result as Postgres describes it (RowDescription). */
export type WireField = InstanceType<typeof protocol.messages.Field>;
/** A Postgres error with its SQLSTATE `code`, `message` and 1-based `position`. */
export type WireError = InstanceType<typeof protocol.messages.DatabaseError>;
/** A row as Postgres sends it in text format: each value a string, or null for SQL NULL. */
export type WireRow = (string | null)[];

/** A part of a statement's result: rows, and whether more are waiting. */
export type PortalStep =
  | { done: false; rows: WireRow[] }
  | { done: true; rows: WireRow[]; commandTag: string };

/** A statement being executed a slice of rows at a time (an extended-protocol portal). */
export interface Portal {
  /** The result's columns; empty for a statement that returns no rows. */
  readonly fields: readonly WireField[];
  /** The next slice of rows; throws the statement's error as a `WireFailure`. */
  next(): Promise<PortalStep>;
  /**
   * Stops the statement as a cancel request would: Postgres raises query_canceled inside it, so
   * whatever it changed is rolled back.
   */
  cancel(): Promise<void>;
  /** Stops fetching and keeps what the statement did (its remaining rows are not wanted). */
  finish(): Promise<void>;
}

/** A statement Postgres refused or failed, with its error. */
export class WireFailure extends Error {
  readonly error: WireError;

  constructor(error: WireError) {
    super(error.message);
    this.name = 'WireFailure';
    this.error = error;
  }
}

/*
 * A request's statement runs in the unnamed portal, which the next statement replaces (even in an
 * explicit transaction); the emulator's own look-ups use a named one, closed at once, so they can
 * run while a statement's portal is open.
 */
const PORTAL = '';
const LOOKUP = 'lookup';
/** SQLSTATE invalid_sql_statement_name: a prepared statement that is not there. */
const INVALID_STATEMENT_NAME = '26000';
/** The command tags of a request's statements that drop prepared statements, the emulator's too. */
const DROPS_PREPARED = /^(?:DEALLOCATE|DISCARD ALL)/;
/** The command tags of statements that only read: every other may have changed the catalog. */
const READS_ONLY = /^(?:SELECT|SHOW)\b/;
/** Whether the statement's transaction wrote anything: Postgres gives a transaction an id when it does. */
const WROTE = 'SELECT pg_current_xact_id_if_assigned() IS NOT NULL';
const CANCEL = `DO $$ BEGIN RAISE EXCEPTION 'SQL execution canceled' USING ERRCODE = 'query_canceled'; END $$`;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * One Postgres session over PGlite's wire protocol: statements run as portals fetched a slice at a
 * time, so a long result can be interrupted between slices (PGlite runs Postgres on this thread,
 * where no cancel request can reach a running step). Callers hold the engine alone meanwhile
 * (engine.ts), since the protocol bypasses PGlite's own query queue.
 */
export class WireSession {
  readonly #pg: PGlite;
  readonly #sliceRows: number;
  /** The emulator's own statements prepared in this session: their text, and their name. */
  readonly #prepared = new Map<string, string>();
  #named = 0;
  #catalogVersion = 0;
  #dataVersion = 0;
  #lastCommandTag: string | undefined;

  constructor(pg: PGlite, sliceRows: number) {
    this.#pg = pg;
    this.#sliceRows = sliceRows;
  }

  async #send(parts: Uint8Array[]) {
    const { messages: received } = await this.#pg.execProtocol(concat(parts), {
      throwOnError: false,
    });
    return received;
  }

  /** Ends the implicit transaction of the last statement: commits it, or rolls back a failed one. */
  async #sync(): Promise<void> {
    await this.#send([serialize.sync()]);
  }

  /**
   * Commits a read's transaction, asking first whether it wrote after all (SELECT INTO, a
   * function that writes, a row lock): then it counts as a change.
   */
  async #commitRead(): Promise<void> {
    const wrote = await this.run({ text: WROTE }).then(
      ([rows]) => rows?.[0]?.[0] !== 'f',
      () => true,
    );
    if (wrote) this.markChanged();
  }

  /** Reads rows, the command tag, suspension and errors out of a batch of messages. */
  async #collect(received: readonly unknown[]): Promise<PortalStep> {
    const rows: WireRow[] = [];
    for (const message of received) {
      if (message instanceof messages.DataRowMessage) rows.push(message.fields);
      else if (message instanceof messages.DatabaseError) {
        // Its transaction is rolled back, and with it whatever it changed before.
        this.markChanged();
        await this.#sync();
        throw new WireFailure(message);
      } else if (message instanceof messages.CommandCompleteMessage) {
        if (!READS_ONLY.test(message.text)) {
          await this.#sync();
          this.markChanged();
        } else {
          await this.#commitRead();
        }
        if (DROPS_PREPARED.test(message.text)) this.#prepared.clear();
        this.#lastCommandTag = message.text;
        return { done: true, rows, commandTag: message.text };
      }
    }
    const emptyQuery = received.some((message) => message === messages.emptyQuery);
    if (emptyQuery) {
      await this.#sync();
      return { done: true, rows, commandTag: '' };
    }
    return { done: false, rows };
  }

  /** Starts `text` with `values` for its `$n` parameters; its first slice waits for `next()`. */
  async open(text: string, values: readonly (string | null)[]): Promise<Portal> {
    this.#lastCommandTag = undefined;
    const received = await this.#send([
      serialize.parse({ text }),
      serialize.bind({ portal: PORTAL, values: [...values] }),
      serialize.describe({ type: 'P', name: PORTAL }),
      serialize.flush(),
    ]);
    const failure = received.find((message) => message instanceof messages.DatabaseError);
    if (failure instanceof messages.DatabaseError) {
      this.markChanged();
      await this.#sync();
      throw new WireFailure(failure);
    }
    const description = received.find(
      (message) => message instanceof messages.RowDescriptionMessage,
    );
    const fields = description instanceof messages.RowDescriptionMessage ? description.fields : [];
    let finished = false;
    return {
      fields,
      next: async () => {
        if (finished) throw new Error('The statement has already finished.');
        try {
          const step = await this.#collect(
            await this.#send([
              serialize.execute({ portal: PORTAL, rows: this.#sliceRows }),
              serialize.flush(),
            ]),
          );
          finished = step.done;
          return step;
        } catch (error) {
          finished = true;
          throw error;
        }
      },
      cancel: async () => {
        if (finished) return;
        finished = true;
        this.markChanged();
        await this.#send([
          serialize.parse({ text: CANCEL }),
          serialize.bind({}),
          serialize.execute({}),
        ]);
        await this.#sync();
      },
      finish: async () => {
        if (finished) return;
        finished = true;
        await this.#send([serialize.close({ type: 'P', name: PORTAL })]);
        await this.#commitRead();
      },
    };
  }

  /**
   * The messages that run `text` (a statement of the emulator's own) in the look-up portal and
   * close it: its Parse only the first time, since it is prepared under a name of its own that
   * later runs bind, so Postgres does not parse and plan it again on every request
   * (docs/internals/emulator-cost.md).
   */
  #ownStatement(
    text: string,
    values: readonly (string | null)[],
    parsing: { text: string; name: string }[],
  ) {
    let name = this.#prepared.get(text);
    const parts: Uint8Array[] = [];
    if (name === undefined) {
      name = `plugboard_own_${this.#named++}`;
      parsing.push({ text, name });
      parts.push(serialize.parse({ name, text }));
    }
    parts.push(
      serialize.bind({ statement: name, portal: LOOKUP, values: [...values] }),
      serialize.execute({ portal: LOOKUP }),
      serialize.close({ type: 'P', name: LOOKUP }),
    );
    return parts;
  }

  /**
   * Sends the emulator's own `statements` in one batch, then `end` (a flush, or a sync that
   * commits them), and answers each one's rows. The first failure stops the batch (Postgres
   * skips what follows, up to the sync) and is thrown.
   */
  async #ownStatements(
    statements: readonly { text: string; values?: readonly (string | null)[] }[],
    end: 'flush' | 'sync',
  ): Promise<WireRow[][]> {
    const parsing: { text: string; name: string }[] = [];
    const parts = statements.flatMap(({ text, values = [] }) =>
      this.#ownStatement(text, values, parsing),
    );
    const received = await this.#send([
      ...parts,
      end === 'sync' ? serialize.sync() : serialize.flush(),
    ]);
    // Each ParseComplete is one of the statements parsed, in the order they were sent.
    let parsed = 0;
    const results: WireRow[][] = [];
    let rows: WireRow[] = [];
    for (const message of received) {
      if (message === messages.parseComplete) {
        const done = parsing[parsed++];
        if (done !== undefined) this.#prepared.set(done.text, done.name);
      } else if (message instanceof messages.DataRowMessage) rows.push(message.fields);
      else if (message instanceof messages.CommandCompleteMessage) {
        results.push(rows);
        rows = [];
      } else if (message instanceof messages.DatabaseError) {
        // A request's DEALLOCATE or DISCARD ALL took the prepared ones: they are parsed anew.
        if (message.code === INVALID_STATEMENT_NAME) this.#prepared.clear();
        if (end === 'flush') await this.#sync();
        throw new WireFailure(message);
      }
    }
    return results;
  }

  /**
   * Runs a whole statement of the emulator's own (catalog look-ups), its rows as text. Inside an
   * open portal's statement it leaves that portal be, so a result can be described mid-way.
   */
  async query(text: string, values: readonly (string | null)[] = []): Promise<WireRow[]> {
    const [rows = []] = await this.#ownStatements([{ text, values }], 'flush');
    return rows;
  }

  /** Rolls back a transaction that a request began and left open, as the warehouse does. */
  async endRequest(): Promise<void> {
    if (!this.#pg.isInTransaction()) return;
    this.markChanged();
    await this.run({ text: 'ROLLBACK' });
  }

  /**
   * The command tag of the last statement opened, once it completed; undefined while it runs,
   * or when it failed or was stopped before its end (a cancel, a row limit).
   */
  get lastCommandTag(): string | undefined {
    return this.#lastCommandTag;
  }

  /**
   * Runs one statement unprepared, by the extended protocol, so a text that holds several
   * statements is refused rather than run: whether it succeeded. Inside a transaction block a
   * failure leaves it aborted, for the caller's ROLLBACK.
   */
  async once(text: string): Promise<boolean> {
    const received = await this.#send([
      serialize.parse({ text }),
      serialize.bind({}),
      serialize.execute({}),
      serialize.sync(),
    ]);
    return !received.some((message) => message instanceof messages.DatabaseError);
  }

  /** Counts a change of the catalog, and so of the data. */
  markChanged(): void {
    this.#catalogVersion++;
    this.#dataVersion++;
  }

  /**
   * Counts a change of the data the session itself could not see: a read that called a volatile
   * function (nextval() writes with no transaction id).
   */
  markDataChanged(): void {
    this.#dataVersion++;
  }

  /**
   * Changes whenever a statement may have changed the data or the catalog: what it did is not
   * known to be a read that wrote nothing (a result kept for a repeat is good while it stays).
   */
  get dataVersion(): number {
    return this.#dataVersion;
  }

  /**
   * Changes whenever a request's statement may have changed the catalog (any but a read that
   * succeeded, a rollback too): what the emulator keeps of the catalog is good while it stays.
   */
  get catalogVersion(): number {
    return this.#catalogVersion;
  }

  /**
   * Runs statements of the emulator's own (session settings, look-ups) in one batch and commits
   * them: each one's rows, in order.
   */
  run(
    ...statements: readonly { text: string; values?: readonly (string | null)[] }[]
  ): Promise<WireRow[][]> {
    return this.#ownStatements(statements, 'sync');
  }
}
