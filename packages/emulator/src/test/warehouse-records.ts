import type { StatementResult } from './result-parts.ts';

/** A result's rows as objects keyed by column name, for readable assertions. */
export function records(result: StatementResult): Record<string, string | null>[] {
  const names = result.resultSetMetaData.rowType.map((column) => column.name);
  return result.data.map((row) =>
    Object.fromEntries(names.map((name, index) => [name, row[index] ?? null])),
  );
}
