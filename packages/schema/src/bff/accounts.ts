import { z } from 'zod';
import { connectedAccountSummarySchema } from '../upstream/connected-account.ts';

/**
 * GET /accounts: the session user's accounts, never anyone else's. `query` narrows them to those
 * whose identifier, provider or connector contains the text, case-insensitively (docs/internals/upstream-api.md §4.2
 * `:search`, which needs at least 3 characters, section 8).
 *
 * @example
 * const query: AccountsQuery = { query: 'ada@', page_token: page.next_page_token };
 */
export const accountsQuerySchema = z.object({
  page_token: z.string().max(512).optional(),
  query: z
    .string()
    .min(3, 'needs at least 3 characters')
    .max(200, 'must be at most 200 characters')
    .optional(),
});
export type AccountsQuery = z.infer<typeof accountsQuerySchema>;

/**
 * The organization an account is shared by: the account belongs to the organization, not to the
 * session user, and every member's tools on its connector use it.
 */
export const accountSharedBySchema = z.object({
  organization_id: z.string(),
  organization_name: z.string(),
});
export type AccountSharedBy = z.infer<typeof accountSharedBySchema>;

/**
 * One item of GET /accounts: the upstream summary, `shared` (`null` for the user's own account)
 * and whether the session user may disconnect it (an organization account only for those the host
 * lets manage them).
 *
 * @example
 * const badge = item.shared === null ? undefined : `Shared with ${item.shared.organization_name}`;
 */
export const accountListItemSchema = connectedAccountSummarySchema.extend({
  shared: accountSharedBySchema.nullable(),
  can_disconnect: z.boolean(),
});
export type AccountListItem = z.infer<typeof accountListItemSchema>;

/** The body of GET /accounts: one page of the session user's accounts, with the tokens of the pages around it. */
export const accountsPageSchema = z.object({
  accounts: z.array(accountListItemSchema),
  next_page_token: z.string(),
  prev_page_token: z.string(),
  total_size: z.number().int().nonnegative(),
});
export type AccountsPage = z.infer<typeof accountsPageSchema>;

/** DELETE /accounts/:id path parameter. */
export const accountIdSchema = z.string().regex(/^ca_[A-Za-z0-9_-]{1,64}$/, 'must be a ca_ id');
