import type { AccountResources } from '../connectors/account-resources.ts';
import type { ConnectedAccountService } from './connected-accounts.ts';

/**
 * `accounts`, with deleting an account (or all of them) also releasing what connectors keep for
 * it outside the database (docs/internals/upstream-api.md §3: all its credentials and data are gone).
 */
export function releasingAccountResources(
  accounts: ConnectedAccountService,
  resources: readonly AccountResources[],
): ConnectedAccountService {
  return {
    ...accounts,
    async delete(selector) {
      const { id } = await accounts.get(selector);
      await accounts.delete({ id });
      await Promise.all(resources.map((resource) => resource.release(id)));
    },
    async clear() {
      await accounts.clear();
      await Promise.all(resources.map((resource) => resource.releaseAll()));
    },
  };
}
