import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';

const { serialize, messages } = protocol;

/** Runs one statement with its `$n` parameters and answers what PGlite's `query` would. */
export type RunStatement = <T>(sql: string, params?: readonly unknown[]) => Promise<Results<T>>;

/** A statement Postgres has parsed and planned under `name`, and its parameters' type ids. */
interface Prepared {
  name: string;
  paramTypes: readonly number[];
}

/**
 * Past this many distinct texts, further ones run unprepared: a guard against a caller that builds
 * SQL around values, which would otherwise grow the session's statements without end.
 */
const MAX_PREPARED = 500;

/**
 * Runs statements as named prepared statements over PGlite's wire protocol. PGlite's `query`
 * makes six calls into Postgres per statement (parse, describe, bind, describe, execute, sync) and
 * parses and plans its text every time; here a text is parsed once, and every run after that is
 * one call (bind, describe, execute, sync): a third of the cost for the short statements the
 * emulator's reads and writes are (bench/emulator-latency.bench.ts). Values are serialized and rows
 * parsed by PGlite's own type handlers, so the results, and the errors, are those `query` gives.
 *
 * Each run waits for PGlite's transaction and query locks as `query` does, so it never lands inside
 * another caller's transaction; a transaction's own statements go through its `tx` instead.
 */
export function preparedStatements(pg: PGlite): RunStatement {
  const prepared = new Map<string, Prepared>();
  let created = 0;

  /** Sends `parts` as one message; a statement Postgres refused throws its error, as `query` does. */
  async function call(parts: Uint8Array[], sql: string, params: readonly unknown[]) {
    const { messages: received } = await pg.execProtocol(concat(parts), { throwOnError: false });
    const failure = received.find((message) => message instanceof messages.DatabaseError);
    if (failure !== undefined) throw Object.assign(failure, { query: sql, params });
    return received;
  }

  async function prepare(sql: string): Promise<Prepared> {
    created += 1;
    const name = `emulator_${created}`;
    const described = await call(
      [
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ],
      sql,
      [],
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    prepared.set(sql, statement);
    return statement;
  }

  async function run<T>(sql: string, params: readonly unknown[]): Promise<Results<T>> {
    const statement = prepared.get(sql) ?? (await prepare(sql));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[statement.paramTypes[index] ?? 0];
      return serializer === undefined ? String(value) : serializer(value);
    });
    const received = await call(
      [
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ],
      sql,
      params,
    );
    const [results] = parse.parseResults(received, pg.parsers);
    return results as Results<T>;
  }

  return (sql, params = []) => {
    if (!prepared.has(sql) && prepared.size >= MAX_PREPARED) return pg.query(sql, [...params]);
    return pg._runExclusiveTransaction(() => pg.runExclusive(() => run(sql, params)));
  };
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
