/*
 * The text of a warehouse request as SQL sees it: where statements end and where `?` placeholders
 * are, skipping what only looks like either (quoted text, identifiers, dollar quotes, comments).
 */

type Piece = { kind: 'code' | 'literal'; text: string };

const IDENTIFIER_CHAR = /[\p{L}\p{N}_$]/u;
const DOLLAR_TAG = /^\$([\p{L}_][\p{L}\p{N}_]*)?\$/u;

/** The end (exclusive) of the quoted run that starts at `start` with `quote`; `""`/`''` escape. */
function quotedEnd(sql: string, start: number, quote: string, backslashEscapes: boolean): number {
  let at = start + 1;
  while (at < sql.length) {
    const char = sql[at];
    if (backslashEscapes && char === '\\') at += 2;
    else if (char === quote && sql[at + 1] === quote) at += 2;
    else if (char === quote) return at + 1;
    else at += 1;
  }
  return sql.length;
}

/** The end (exclusive) of the block comment at `start`; Postgres lets them nest. */
function blockCommentEnd(sql: string, start: number): number {
  let depth = 0;
  let at = start;
  while (at < sql.length) {
    if (sql.startsWith('/*', at)) {
      depth += 1;
      at += 2;
    } else if (sql.startsWith('*/', at)) {
      depth -= 1;
      at += 2;
      if (depth === 0) return at;
    } else {
      at += 1;
    }
  }
  return sql.length;
}

/** The end (exclusive) of the literal (string, quoted identifier, comment) starting at `at`, if one does. */
function literalEnd(sql: string, at: number): number | undefined {
  const char = sql[at];
  const previous = at > 0 ? (sql[at - 1] ?? '') : '';
  if (char === "'") return quotedEnd(sql, at, "'", previous === 'E' || previous === 'e');
  if (char === '"') return quotedEnd(sql, at, '"', false);
  if (sql.startsWith('--', at)) {
    const newline = sql.indexOf('\n', at);
    return newline === -1 ? sql.length : newline;
  }
  if (sql.startsWith('/*', at)) return blockCommentEnd(sql, at);
  if (char === '$' && !IDENTIFIER_CHAR.test(previous)) {
    const tag = DOLLAR_TAG.exec(sql.slice(at))?.[0];
    if (tag === undefined) return undefined;
    const close = sql.indexOf(tag, at + tag.length);
    return close === -1 ? sql.length : close + tag.length;
  }
  return undefined;
}

/** `sql` cut into code and literal pieces, in order; joined again they give `sql` back. */
function pieces(sql: string): Piece[] {
  const result: Piece[] = [];
  let codeStart = 0;
  let at = 0;
  while (at < sql.length) {
    const end = literalEnd(sql, at);
    if (end === undefined) {
      at += 1;
      continue;
    }
    if (at > codeStart) result.push({ kind: 'code', text: sql.slice(codeStart, at) });
    result.push({ kind: 'literal', text: sql.slice(at, end) });
    at = end;
    codeStart = end;
  }
  if (codeStart < sql.length) result.push({ kind: 'code', text: sql.slice(codeStart) });
  return result;
}

/** Whether a statement's text holds anything but blanks and comments. */
function hasContent(statement: Piece[]): boolean {
  return statement.some(
    (piece) =>
      (piece.kind === 'code' && piece.text.trim() !== '') ||
      (piece.kind === 'literal' && !piece.text.startsWith('--') && !piece.text.startsWith('/*')),
  );
}

/**
 * The statements of a request (docs/connectors.md §4.3: several statements separated by
 * semicolons), each trimmed; empty ones (`;;`, a trailing `;`, a lone comment) are dropped.
 *
 * @example
 * splitStatements("SELECT 1; SELECT ';'"); // ['SELECT 1', "SELECT ';'"]
 */
export function splitStatements(sql: string): string[] {
  const statements: Piece[][] = [[]];
  for (const piece of pieces(sql)) {
    if (piece.kind === 'literal') {
      statements.at(-1)?.push(piece);
      continue;
    }
    const [first = '', ...rest] = piece.text.split(';');
    statements.at(-1)?.push({ kind: 'code', text: first });
    for (const text of rest) statements.push([{ kind: 'code', text }]);
  }
  return statements.filter(hasContent).map((statement) =>
    statement
      .map((piece) => piece.text)
      .join('')
      .trim(),
  );
}

/**
 * The statement with its `?` placeholders numbered for Postgres (`$1`, `$2`…), and how many there
 * were. Every `?` outside literals is a placeholder, as the warehouse's binding rules have it (so
 * Postgres' own `?` operators cannot be written; use their function forms).
 *
 * @example
 * numberPlaceholders('SELECT ? WHERE x = ?'); // { text: 'SELECT $1 WHERE x = $2', count: 2 }
 */
export function numberPlaceholders(statement: string): { text: string; count: number } {
  let count = 0;
  const text = pieces(statement)
    .map((piece) =>
      piece.kind === 'literal'
        ? piece.text
        : piece.text.replaceAll('?', () => {
            count += 1;
            return `$${count}`;
          }),
    )
    .join('');
  return { text, count };
}

/**
 * The statement with each `$n` parameter outside literals read as `NULL`, for Postgres to analyse
 * it where parameters cannot stand (a view's query).
 *
 * @example
 * parametersAsNull("SELECT $1 || '$1'"); // "SELECT NULL || '$1'"
 */
export function parametersAsNull(statement: string): string {
  return pieces(statement)
    .map((piece) =>
      piece.kind === 'literal'
        ? piece.text
        : piece.text.replace(/(?<![\p{L}\p{N}_$])\$\d+/gu, 'NULL'),
    )
    .join('');
}

/** The quoted strings of a statement (comments and quoted identifiers left out), as written. */
export function stringLiterals(statement: string): string[] {
  return pieces(statement)
    .filter((piece) => piece.kind === 'literal' && !/^(?:"|--|\/\*)/.test(piece.text))
    .map((piece) => piece.text);
}
