import { z } from 'zod';

/**
 * Key/value attributes with the bounds of docs/internals/upstream-api.md §2.4 to §2.6 and 8: keys 3 to 25 characters,
 * values 1 to 256 characters, and at most `maxPairs` pairs when the resource sets a limit.
 */
export function boundedMetadataSchema(maxPairs?: number) {
  return z.record(z.string(), z.string('values are strings')).superRefine((pairs, ctx) => {
    const entries = Object.entries(pairs);
    if (maxPairs !== undefined && entries.length > maxPairs) {
      ctx.addIssue({
        code: 'custom',
        message: `at most ${maxPairs} key/value pairs, not ${entries.length}`,
      });
    }
    for (const [key, value] of entries) {
      if (key.length < 3 || key.length > 25) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `keys have 3 to 25 characters, this one ${key.length}`,
        });
      }
      if (value.length < 1 || value.length > 256) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `values have 1 to 256 characters, this one ${value.length}`,
        });
      }
    }
  });
}

/** Metadata as answers carry it: the bounds are the writer's concern. */
export const metadataSchema = z.record(z.string(), z.string());
