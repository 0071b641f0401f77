import { PlugboardProvider } from '@plugboard/react';
import { ConnectButton } from '@plugboard/ui';
import '@plugboard/ui/styles.css';

export function ConnectCrm() {
  return (
    <PlugboardProvider>
      <ConnectButton connector="crm" onConnected={(account) => alert(account.identifier)} />
    </PlugboardProvider>
  );
}
