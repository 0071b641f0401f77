import { z } from 'zod';
import { toolEffectSchema } from '../tools/define-tool.ts';
import { dateTimeSchema } from '../upstream/date-time.ts';
import { toolNameSchema } from './account-permissions.ts';

/**
 * GET /accounts/:id/activity query: `cursor` is the `next_cursor` of the previous page (opaque),
 * `limit` the page size, 1 to 50, default 20.
 *
 * @example
 * const query: AccountActivityQuery = accountActivityQuerySchema.parse({ limit: '10' });
 */
export const accountActivityQuerySchema = z.object({
  cursor: z.string().min(1).max(512).optional(),
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(50, 'must be at most 50')
    .default(20),
});
export type AccountActivityQuery = z.infer<typeof accountActivityQuerySchema>;

/**
 * Who ran a tool: the session user's identifier as the host's `resolveUser` gave it, and whether
 * that is the user reading the trail. For a shared organization account it tells members apart.
 */
export const activityActorSchema = z.object({
  identifier: z.string(),
  you: z.boolean(),
});
export type ActivityActor = z.infer<typeof activityActorSchema>;

/**
 * The MCP client a tool ran through (its `clientInfo` of the MCP handshake), so the trail can say
 * "via Cursor". Absent for runs from the browser or the model tools.
 *
 * @example
 * const client: ActivityClient = { name: 'cursor', version: '1.7.0' };
 */
export const activityClientSchema = z.object({
  name: z.string().min(1).max(100),
  version: z.string().max(50).optional(),
});
export type ActivityClient = z.infer<typeof activityClientSchema>;

/**
 * One tool the BFF ran with an account. Never the parameters, which may hold secrets:
 * only which tool, its effect, when, how long, how it ended and who ran it.
 *
 * @example
 * const failed = page.entries.filter((entry) => entry.outcome === 'error');
 */
export const accountActivityEntrySchema = z.object({
  id: z.string(),
  tool: toolNameSchema,
  effect: toolEffectSchema,
  started_at: dateTimeSchema,
  duration_ms: z.number().nonnegative(),
  outcome: z.enum(['success', 'error']),
  /** The BFF error code (docs/internals/bff-contract.md §"Errors") of a failed run, else `null`. */
  error_code: z.string().nullable(),
  /** The upstream's execution id, when the upstream answered one. */
  execution_id: z.string().nullable(),
  actor: activityActorSchema,
  client: activityClientSchema.optional(),
});
export type AccountActivityEntry = z.infer<typeof accountActivityEntrySchema>;

/**
 * GET /accounts/:id/activity: one page of the account's trail, newest first. `next_cursor` reads
 * the next (older) page; `null` on the last.
 *
 * @example
 * const page = accountActivityPageSchema.parse(await (await fetch(url)).json());
 */
export const accountActivityPageSchema = z.object({
  entries: z.array(accountActivityEntrySchema),
  next_cursor: z.string().nullable(),
});
export type AccountActivityPage = z.infer<typeof accountActivityPageSchema>;
