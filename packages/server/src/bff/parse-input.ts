import type { z } from 'zod';
import { BffError } from '../common/bff-error.ts';
import { formatIssues, requiredMessage } from '../common/format-issues.ts';

// Hot path (docs/internals/server.md §"Hot path"): every BFF request runs this module, so it builds no
// object with a spread followed by more entries and no object literal with a getter: on Node 20's
// V8 both outlive young-generation GCs and lengthen every pause. bench/bff-overhead.bench.ts
// guards it.

/** Where an input came from, named in the error so the caller knows what to fix. */
export type InputSource = 'body' | 'query' | 'path';

/** Parses one input with its schema; a mismatch is 400 VALIDATION_FAILED naming each field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  source: InputSource,
): z.output<S> {
  // zod spreads a parse's options into an object of its own (hot path, above): the messages are
  // only read when the input fails, so only a failed input is parsed again, with them.
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const failed = schema.safeParse(value, { error: requiredMessage });
  throw new BffError(
    'VALIDATION_FAILED',
    `Invalid request ${source}: ${formatIssues(failed.error?.issues ?? parsed.error.issues).join('; ')}`,
  );
}
