import { PlugboardProvider, useConnectedAccounts } from '@plugboard/react';
import { AccountActivityPanel, AccountPermissionsPanel } from '@plugboard/ui/accounts';

/** One page per account: what the app may do with it, and what it did. */
export function AccountPage({ accountId }: { accountId: string }) {
  return (
    <PlugboardProvider>
      <AccountDetails accountId={accountId} />
    </PlugboardProvider>
  );
}

function AccountDetails({ accountId }: { accountId: string }) {
  const { data: accounts } = useConnectedAccounts();
  const account = accounts?.find((candidate) => candidate.id === accountId);
  return (
    <>
      <AccountPermissionsPanel
        accountId={accountId}
        sharedBy={account?.shared?.organization_name}
        canManage={account?.can_disconnect}
      />
      <AccountActivityPanel accountId={accountId} pageSize={10} />
    </>
  );
}
