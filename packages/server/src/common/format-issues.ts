import type { z } from 'zod';

/**
 * One line per problem, each naming the field it is about: `connector: Invalid option…`.
 * Never quotes the input, so a secret in a bad value cannot leak into the message.
 */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/** A per-parse error map: a missing value reads "is required" instead of a type or option mismatch. */
export const requiredMessage = (issue: z.core.$ZodRawIssue) =>
  issue.input === undefined ? 'is required' : undefined;
