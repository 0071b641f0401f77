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
  /** The name the user gave the account, `null` until they give one. */
  label: z.string().nullable(),
  /** The third-party account's own name or email, read when it was connected, when the connector gives one. */
  profile_name: z.string().nullable(),
  /** The account's place among its owner's accounts of the connector, by connection order, from 1; never reused. */
  ordinal: z.number().int().positive(),
  /** Whether tools run on this account when a call names none (one per owner and connector). */
  is_default: z.boolean(),
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

/**
 * A name the user gives one of their accounts: 1 to 60 characters once trimmed.
 *
 * @example
 * accountLabelSchema.parse('  Work CRM '); // 'Work CRM'
 */
export const accountLabelSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(60, 'must be at most 60 characters');

/**
 * PATCH /accounts/:id: rename one of the session user's accounts, or make it the default of its
 * connector (there is no "not default": making another account the default is how one stops
 * being it).
 *
 * @example
 * const body: UpdateAccountRequest = { label: 'Work CRM', is_default: true };
 */
export const updateAccountRequestSchema = z
  .strictObject({
    label: accountLabelSchema.optional(),
    is_default: z.literal(true).optional(),
  })
  .refine((body) => body.label !== undefined || body.is_default !== undefined, {
    message: 'give label, is_default or both',
  });
export type UpdateAccountRequest = z.infer<typeof updateAccountRequestSchema>;

/**
 * How a tool call names the account it runs on: an account id (`ca_…`) or an account's label, as
 * the accounts list shows it, matched case-insensitively among the session user's accounts of the
 * tool's connector. Left out, the call runs on the connector's default account.
 *
 * @example
 * const body = { tool_name: 'crm_list_people', params: {}, account: 'Work CRM' };
 */
export const accountReferenceSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(80, 'must be at most 80 characters');

/** DELETE /accounts/:id path parameter. */
export const accountIdSchema = z.string().regex(/^ca_[A-Za-z0-9_-]{1,64}$/, 'must be a ca_ id');
