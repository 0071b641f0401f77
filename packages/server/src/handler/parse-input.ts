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
  // Every request parses input, and zod copies the options of a parse into an object of its own
  // (see shared/merged-headers.ts for what such copies cost): the messages are only read when the
  // input fails, so only a failed input is parsed again, with them.
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const failed = schema.safeParse(value, { error: requiredMessage });
  throw new BffError(
    'VALIDATION_FAILED',
    `Invalid request ${source}: ${formatIssues(failed.error?.issues ?? parsed.error.issues).join('; ')}`,
  );
}
