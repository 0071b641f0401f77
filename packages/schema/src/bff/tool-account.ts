import { z } from 'zod';

/**
 * One of the session user's accounts as a tool run names it: the account a run used, or one the
 * user may choose when a call must say which. `name` is the account's label, else its
 * third-party name, else "{Connector} {n}" (`accountName`), in English for a model to read; a UI
 * may show its own localized name from the accounts list instead.
 *
 * @example
 * const account: ToolAccount = { id: 'ca_1', name: 'Work CRM', is_default: true, shared_by: null };
 */
export const toolAccountSchema = z.object({
  id: z.string().startsWith('ca_'),
  name: z.string(),
  is_default: z.boolean(),
  /** The organization sharing it, `null` for the user's own. */
  shared_by: z.string().nullable(),
});
export type ToolAccount = z.infer<typeof toolAccountSchema>;
