import type { z } from 'zod';
import { ApiError } from '../errors.ts';

/**
 * `value` checked against `schema`; a 400 INVALID_ARGUMENT naming each field to fix otherwise
 * (docs/internals/upstream-api.md §7: malformed parameters, missing required fields, validation failure).
 */
export function parseInput<T extends z.ZodType>(
  schema: T,
  value: unknown,
  where: string,
): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : where;
    return `${field}: ${issue.message}`;
  });
  throw new ApiError('INVALID_ARGUMENT', `Invalid ${where}. ${problems.join('; ')}`);
}
