import { type ResourcesByConnector, resourcesOf } from '../connectors/registry.ts';
import type { ConnectedAccountService } from './connected-accounts.ts';

/**
 * `accounts`, with deleting an account (or all of them) also releasing what connectors keep for
 * it outside the database (docs/internals/upstream-api.md §3: all its credentials and data are gone).
 * Only the account's own connector is asked: each release removes folders, which for every other
 * connector's account cost 5–7 % of the emulator's CPU in the load test's lives and found nothing.
 */
export function releasingAccountResources(
  accounts: ConnectedAccountService,
  resources: ResourcesByConnector,
): ConnectedAccountService {
  return {
    ...accounts,
    async delete(selector) {
      const { id, connector } = await accounts.get(selector);
      await accounts.delete({ id });
      await resourcesOf(resources, connector)?.release(id);
    },
    async clear() {
      await accounts.clear();
      await Promise.all(Object.values(resources).map((resource) => resource.releaseAll()));
    },
  };
}
