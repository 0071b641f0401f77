import { z } from 'zod';
import { FAILURES } from '../errors.ts';
import { numberPlaceholders, splitStatements } from './sql-text.ts';
import type { StatementSpec } from './statement-execution.ts';

const BINDING_TYPES = [
  'FIXED',
  'REAL',
  'TEXT',
  'BINARY',
  'BOOLEAN',
  'DATE',
  'TIME',
  'TIMESTAMP_LTZ',
  'TIMESTAMP_NTZ',
  'TIMESTAMP_TZ',
] as const;

/**
 * docs/connectors.md §4.3 `bindings`: the value of each `?`, by its 1-based position, with the
 * warehouse type it has; values are strings (null for SQL NULL), as the warehouse takes them.
 */
const bindingsSchema = z.record(
  z.string().regex(/^[1-9]\d*$/, 'bindings are keyed by the 1-based position of their ?, e.g. "1"'),
  z.strictObject({
    type: z.enum(BINDING_TYPES, `type must be one of ${BINDING_TYPES.join(', ')}`),
    value: z.string('value must be a string (or null for NULL), e.g. "42"').nullable(),
  }),
);
type Bindings = z.infer<typeof bindingsSchema>;

const count = z.union([z.number().int().min(0), z.string().regex(/^\d+$/).transform(Number)]);
/** A boolean session parameter: the service takes `true`, `"true"` or `"TRUE"` alike. */
const flag = z.union([
  z.boolean(),
  z
    .string()
    .regex(/^(?:true|false)$/i, 'must be true or false')
    .transform((value) => value.toLowerCase() === 'true'),
]);

/** docs/connectors.md §4.3 `parameters`: the session parameters the emulated warehouse honours. */
const parametersSchema = z.looseObject({
  MULTI_STATEMENT_COUNT: count.optional(),
  STATEMENT_TIMEOUT_IN_SECONDS: count.optional(),
  ROWS_PER_RESULTSET: count.optional(),
  TIMEZONE: z.string().min(1).optional(),
  QUERY_TAG: z.string().optional(),
  /** False: the statement runs even when a kept result could answer it (result-cache.ts). */
  USE_CACHED_RESULT: flag.optional(),
});
type SessionParameters = z.infer<typeof parametersSchema>;

function parseOrRefuse<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  field: string,
): z.infer<Schema> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${[field, ...issue.path].join('.')}: ${issue.message}`,
  );
  throw FAILURES.invalidRequest(`Invalid request: ${problems.join('; ')}.`).toUpstream();
}

/** The request's session parameters; names match whatever their case. */
export function parseParameters(
  parameters: Record<string, unknown> | undefined,
): SessionParameters {
  const byName = Object.fromEntries(
    Object.entries(parameters ?? {}).map(([name, value]) => [name.toUpperCase(), value]),
  );
  return parseOrRefuse(parametersSchema, byName, 'parameters');
}

export function parseBindings(bindings: Record<string, unknown> | undefined): Bindings {
  return parseOrRefuse(bindingsSchema, bindings ?? {}, 'bindings');
}

/** A bound value as Postgres reads it: binary values come as hex. */
function boundValue(binding: Bindings[string]): string | null {
  if (binding.value === null || binding.type !== 'BINARY') return binding.value;
  return `\\x${binding.value}`;
}

/**
 * The statements of `sql` with their `?` numbered per statement and bound in order across the
 * whole request. MULTI_STATEMENT_COUNT (0 for any number) must match when given.
 */
export function compileStatements(
  sql: string,
  bindings: Bindings,
  expectedCount: number | undefined,
): StatementSpec[] {
  const statements = splitStatements(sql);
  if (expectedCount !== undefined && expectedCount !== 0 && expectedCount !== statements.length) {
    throw FAILURES.statementCount(expectedCount, statements.length);
  }
  let position = 0;
  return statements.map((statement) => {
    const { text, count: placeholders } = numberPlaceholders(statement);
    const values = Array.from({ length: placeholders }, () => {
      position += 1;
      const binding = bindings[String(position)];
      if (binding === undefined) throw FAILURES.bindMissing(position);
      return boundValue(binding);
    });
    return { text, values };
  });
}
