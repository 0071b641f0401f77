import { type AccountNameParts, type ConnectorId, firstAccountIdentifier } from '@plugboard/schema';
import type { Localization } from '../localization/default-strings.ts';

/**
 * What the UI calls an account: the user's label, else the third-party account's own name, else
 * the user's identifier for their first account, else the localized "{connector} {n}"
 * (docs/internals/several-accounts.md §"Labels and the default"). Never a further account's
 * identifier, whose `#slot` means nothing to a person.
 */
export function accountDisplayName(
  strings: Localization,
  account: AccountNameParts & { connector: ConnectorId },
): string {
  return (
    account.label ??
    account.profile_name ??
    firstAccountIdentifier(account) ??
    strings.accountFallbackName(strings.connectorNames[account.connector], account.ordinal)
  );
}
