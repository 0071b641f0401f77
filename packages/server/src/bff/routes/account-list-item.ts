import type { AccountListItem } from '@plugboard/schema';
import type { UserAccount } from '../../accounts/user-accounts.ts';

// Hot path (docs/internals/server.md §"Hot path"): GET /accounts builds one of these per account,
// so no object with a spread followed by more entries (on Node 20's V8 it outlives
// young-generation GCs and lengthens every pause).

/**
 * One account as GET /accounts and PATCH /accounts/:id answer it: the account, whose it is, whether
 * the session user may disconnect it (`mayManage`: they may manage the organization's accounts),
 * and what tells it apart.
 */
export function accountListItem(entry: UserAccount, mayManage: boolean): AccountListItem {
  return Object.assign({}, entry.account, {
    shared: entry.shared,
    can_disconnect: entry.shared === null || mayManage,
    label: entry.label,
    profile_name: entry.profileName,
    ordinal: entry.ordinal,
    is_default: entry.isDefault,
  });
}
