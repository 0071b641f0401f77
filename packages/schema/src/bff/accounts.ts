import { z } from 'zod';
import { connectedAccountSummarySchema } from '../upstream/connected-account.ts';

/**
 * GET /accounts: the session user's accounts, never anyone else's. `query` narrows them to those
 * whose identifier, provider or connector contains the text, case-insensitively (docs/upstream-api.md §4.2
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

export const accountsPageSchema = z.object({
  accounts: z.array(connectedAccountSummarySchema),
  next_page_token: z.string(),
  prev_page_token: z.string(),
  total_size: z.number().int().nonnegative(),
});
export type AccountsPage = z.infer<typeof accountsPageSchema>;

/** DELETE /accounts/:id path parameter. */
export const accountIdSchema = z.string().regex(/^ca_[A-Za-z0-9_-]{1,64}$/, 'must be a ca_ id');
