import type { UpstreamClient } from '../upstream/upstream-client.ts';
import { type AccountMeta, readAccountMeta, writeAccountMeta } from './account-meta.ts';
import { readProfileName } from './account-profile.ts';
import type { UserAccount } from './user-accounts.ts';

/**
 * What tells a freshly verified account apart, written once (docs/internals/several-accounts.md
 * §"Labels and the default"): a new further account's ordinal, one past the highest of its
 * owner's other accounts there, and the third-party account's own name where the connector's
 * profile read gives one (for a first account too: its ordinal is 1 by rule). A reconnect finds both written and writes nothing. Best effort: the
 * verify has happened upstream, so a failed read or write leaves the account named by the rules
 * that need neither (an ordinal by id order, no profile name) and the verify still succeeds.
 * Resolves true when it wrote: the owner's tabs listed the account at the verify's webhook, before
 * these facts, and need telling.
 */
export async function nameVerifiedAccount(
  upstream: UpstreamClient,
  verified: UserAccount,
  further: boolean,
  siblings: readonly UserAccount[],
  requestId: string,
): Promise<boolean> {
  const { account } = verified;
  try {
    const meta = readAccountMeta(
      await upstream.getConnectedAccountDetails({ id: account.id }, { requestId }),
    );
    const write: AccountMeta = {};
    if (further && meta.ordinal === undefined) {
      const others = siblings.filter((entry) => entry.account.id !== account.id);
      write.ordinal = Math.max(0, ...others.map((entry) => entry.ordinal)) + 1;
    }
    if (meta.profileName === undefined) {
      write.profileName = await readProfileName(
        upstream,
        account.connector,
        account.id,
        requestId,
      ).catch(() => undefined);
    }
    return await writeAccountMeta(upstream, account.id, write, requestId);
  } catch {
    // Best effort, as above: the next verify of this account writes what is missing.
    return false;
  }
}
