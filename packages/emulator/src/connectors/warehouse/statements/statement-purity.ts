import type { WireSession } from '../engines/wire-session.ts';
import { parametersAsNull, stringLiterals } from './sql-text.ts';

/**
 * What a read (a statement Postgres completed as SELECT) may do besides reading:
 * - `repeatable`: nothing; run again over the same data with the same request it answers the
 *   same (every function it calls, through the views it reads too, immutable; only tables and
 *   views read, none with row security; nothing that reads the clock);
 * - `reads`: it writes nothing, but its answer may change by itself (a stable function such as
 *   `now()`, a catalog view that asks for privileges);
 * - `may-write`: it calls a volatile function (`random()`, `nextval()`, one a user wrote), which
 *   may have written where a transaction id does not show it, or Postgres could not tell.
 */
export type Purity = 'repeatable' | 'reads' | 'may-write';

/** The name of the view a statement is analysed as, in the session's own temporary schema. */
const PROBE = 'plugboard_probe';

/*
 * Postgres' own parse of the statement says what it calls: the statement is made a view, inside
 * a transaction that is rolled back, as the emulator's superuser (RESET ROLE, undone by the
 * rollback), and the view's stored query tree (pg_rewrite.ev_action, Postgres' text form of its
 * nodes) names every function (`:funcid`, `:aggfnoid`, `:winfnoid`, a sample's `:tsmhandler`),
 * operator (`:opno`) and relation (`:relid`) it uses, through subqueries and CTEs. pg_depend
 * would not do: it records no dependency on built-in objects such as now() or random(). The views
 * it reads are followed through their own trees. Some nodes call functions the tree does not name:
 * a cast of text to a date or time type runs the type's input function, which reads the clock for
 * 'now' or 'today'; a domain's checks; SQL value functions (current_user): a read with one is
 * `reads`.
 */
const PURITY_SQL = `
WITH RECURSIVE trees(relid, tree, depth) AS (
  SELECT ev_class, ev_action::text, 0 FROM pg_rewrite
    WHERE ev_class = 'pg_temp.${PROBE}'::regclass
  UNION ALL
  SELECT r.ev_class, r.ev_action::text, trees.depth + 1 FROM trees
    CROSS JOIN LATERAL regexp_matches(trees.tree, ':relid (\\d+)', 'g') AS m
    JOIN pg_rewrite r ON r.ev_class = m[1]::oid AND r.ev_type = '1'
    WHERE trees.depth < 32 AND r.ev_class <> trees.relid
),
refs AS (
  SELECT DISTINCT m[1] AS kind, m[2]::oid AS oid FROM trees CROSS JOIN LATERAL
    regexp_matches(tree, ':(funcid|aggfnoid|winfnoid|tsmhandler|opno|relid) (\\d+)', 'g') AS m
),
functions AS (
  SELECT oid FROM refs WHERE kind <> 'opno' AND kind <> 'relid'
  UNION
  SELECT o.oprcode FROM refs JOIN pg_operator o USING (oid) WHERE refs.kind = 'opno'
)
SELECT CASE
  WHEN NOT EXISTS (SELECT FROM trees)
    OR EXISTS (SELECT FROM functions JOIN pg_proc p USING (oid) WHERE p.provolatile = 'v')
    OR EXISTS (SELECT FROM trees WHERE depth = 32)
    THEN 'may-write'
  WHEN EXISTS (SELECT FROM functions JOIN pg_proc p USING (oid) WHERE p.provolatile <> 'i')
    OR EXISTS (SELECT FROM refs JOIN pg_class c USING (oid)
      WHERE refs.kind = 'relid' AND (c.relkind NOT IN ('r', 'p', 'v', 'm') OR c.relrowsecurity))
    OR EXISTS (SELECT FROM trees WHERE tree ~
      '\\{(COERCETODOMAIN|SQLVALUEFUNCTION|ROWCOMPAREEXPR|XMLEXPR|JSONEXPR|COERCEVIAIO .*:resulttype (1082|1083|1114|1184|1266)\\M)')
    THEN 'reads'
  ELSE 'repeatable'
END`;

const SEARCH_PATH = "SELECT current_setting('search_path')";

/** Postgres' words for a moment relative to now, read when a date or time is parsed. */
const RELATIVE_TIME = /\b(?:now|today|tomorrow|yesterday)\b/i;

/** Texts kept at most, between two changes of the catalog: the oldest go first. */
const MAX_KEPT = 1_000;
/** A text seen once: analysed only if it comes again, since most texts a client sends never do. */
const ONCE = 'once';
/** A text seen twice, waiting for its analysis, which runs after the job (analysePending). */
const PENDING = 'pending';
type Known = Purity | typeof ONCE | typeof PENDING;

interface Memory {
  version: number;
  verdicts: Map<string, Known>;
  /** Texts to analyse, by key, with the search path each ran under (Postgres' setting). */
  pending: Map<string, { text: string; searchPath: string }>;
}
const kept = new WeakMap<WireSession, Memory>();

function memoryOf(session: WireSession): Memory {
  let memory = kept.get(session);
  if (memory === undefined || memory.version !== session.catalogVersion) {
    memory = { version: session.catalogVersion, verdicts: new Map(), pending: new Map() };
    kept.set(session, memory);
  }
  return memory;
}

function remember(memory: Memory, key: string, known: Known): void {
  memory.verdicts.delete(key);
  if (memory.verdicts.size >= MAX_KEPT) {
    memory.verdicts.delete(memory.verdicts.keys().next().value ?? '');
  }
  memory.verdicts.set(key, known);
}

async function analyse(session: WireSession, text: string, searchPath: string): Promise<Purity> {
  try {
    await session.run(
      { text: 'BEGIN' },
      { text: 'RESET ROLE' },
      { text: "SELECT set_config('search_path', $1, true)", values: [searchPath] },
    );
    const made = await session.once(
      `CREATE TEMP VIEW ${PROBE} AS SELECT FROM (\n${parametersAsNull(text)}\n) AS probe`,
    );
    if (!made) return 'may-write';
    const [[verdict] = []] = await session.query(PURITY_SQL);
    return verdict === 'repeatable' || verdict === 'reads' ? verdict : 'may-write';
  } catch {
    return 'may-write';
  } finally {
    await session.once('ROLLBACK');
  }
}

/** Whether a text waits for its analysis (analysePending). */
export function hasPendingAnalysis(session: WireSession): boolean {
  return (kept.get(session)?.pending.size ?? 0) > 0;
}

/**
 * Analyses the texts that came twice (purityOf), once the job that ran them has answered, so no
 * request waits for an analysis (inside the request, a new account's second query took up to
 * 950 ms under load). The engine runs it before its next job.
 */
export async function analysePending(session: WireSession): Promise<void> {
  const memory = memoryOf(session);
  for (const [key, { text, searchPath }] of memory.pending) {
    memory.pending.delete(key);
    const verdict = await analyse(session, text, searchPath);
    // A job's change of the catalog since then makes a new memory, where the text starts again.
    if (kept.get(session) === memory) remember(memory, key, verdict);
  }
}

/**
 * The purity of a read `text` with its bound `values`, run in the request's `schema` (which
 * decides what its names are). A text is analysed after its second run, and its verdict kept
 * until the catalog changes; until then it counts as `may-write`, since the analysis costs more
 * than the read it would let a repeat skip (so its third run is the first whose result is kept).
 * A literal or value naming a relative time ('today') makes any read `reads`, since Postgres
 * turns it into a date as it parses.
 */
export async function purityOf(
  session: WireSession,
  text: string,
  values: readonly (string | null)[],
  schema: string,
): Promise<Purity> {
  const memory = memoryOf(session);
  const key = `${schema}\u0000${text}`;
  const known = memory.verdicts.get(key);
  if (known === undefined || known === ONCE) {
    remember(memory, key, known === undefined ? ONCE : PENDING);
    if (known === ONCE) {
      const [[[searchPath] = []] = []] = await session.run({ text: SEARCH_PATH });
      memory.pending.set(key, { text, searchPath: searchPath ?? '' });
    }
    return 'may-write';
  }
  if (known === PENDING) return 'may-write';
  const relative =
    stringLiterals(text).some((literal) => RELATIVE_TIME.test(literal)) ||
    values.some((value) => value !== null && RELATIVE_TIME.test(value));
  return known === 'repeatable' && relative ? 'reads' : known;
}
