import { PlugboardProvider } from '@plugboard/react';
import { AccountPermissionsPanel } from '@plugboard/ui/accounts';
import '@plugboard/ui/styles.css';

export function AccountPermissions({ accountId }: { accountId: string }) {
  return (
    <PlugboardProvider>
      <AccountPermissionsPanel accountId={accountId} />
    </PlugboardProvider>
  );
}
