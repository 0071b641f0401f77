import { PlugboardProvider } from '@plugboard/react';
import { ConnectedAccountsList } from '@plugboard/ui';
import '@plugboard/ui/styles.css';

export function Integrations() {
  return (
    <PlugboardProvider>
      <ConnectedAccountsList searchable emptyState={<p>No accounts yet: connect one above.</p>} />
    </PlugboardProvider>
  );
}
