import type { z } from 'zod';
import { formatIssues, requiredMessage } from '../shared/format-issues.ts';
import { BffError } from './bff-error.ts';

/** Where an input came from, named in the error so the caller knows what to fix. */
export type InputSource = 'body' | 'query' | 'path';

/** Parses one input with its schema; a mismatch is 400 VALIDATION_FAILED naming each field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  source: InputSource,
): z.output<S> {
  const parsed = schema.safeParse(value, { error: requiredMessage });
  if (parsed.success) return parsed.data;
  throw new BffError(
    'VALIDATION_FAILED',
    `Invalid request ${source}: ${formatIssues(parsed.error.issues).join('; ')}`,
  );
}
