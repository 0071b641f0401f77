import { expect, it } from 'vitest';
import { createClock } from '../clock.ts';
import type { AccountResources } from '../connectors/account-resources.ts';
import { openStore } from '../store/open-store.ts';
import { createConnectedAccountService } from './connected-accounts.ts';
import { releasingAccountResources } from './releasing-accounts.ts';

/** A connector's resources that remember which accounts they were asked to release. */
function recordingResources() {
  const released: string[] = [];
  let cleared = 0;
  const resources: AccountResources = {
    release: async (accountId) => void released.push(accountId),
    releaseAll: async () => void cleared++,
    close: async () => {},
  };
  return { resources, released, cleared: () => cleared };
}

it("releases a deleted account's resources from its own connector alone, and every connector's on a clear", async () => {
  const store = await openStore(undefined);
  try {
    const warehouse = recordingResources();
    const doclib = recordingResources();
    const accounts = releasingAccountResources(
      createConnectedAccountService({ store, clock: createClock() }),
      { warehouse: warehouse.resources, doclib: doclib.resources },
    );
    const make = (connector: 'warehouse' | 'crm') =>
      accounts.create({ connector, identifier: `${connector}@release.test` });
    const crmAccount = await make('crm');
    const warehouseAccount = await make('warehouse');

    await accounts.delete({ id: crmAccount.id });
    expect([warehouse.released, doclib.released]).toEqual([[], []]);
    await accounts.delete({ id: warehouseAccount.id });
    expect([warehouse.released, doclib.released]).toEqual([[warehouseAccount.id], []]);
    await expect(accounts.get({ id: warehouseAccount.id })).rejects.toMatchObject({ status: 404 });

    await accounts.clear();
    expect([warehouse.cleared(), doclib.cleared()]).toEqual([1, 1]);
  } finally {
    store.close();
  }
});
