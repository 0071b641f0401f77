import { PlugboardProvider } from '@plugboard/react';
import { AccountActivityPanel } from '@plugboard/ui/accounts';
import '@plugboard/ui/styles.css';

export function AccountActivity({ accountId }: { accountId: string }) {
  return (
    <PlugboardProvider>
      <AccountActivityPanel accountId={accountId} pageSize={20} />
    </PlugboardProvider>
  );
}
