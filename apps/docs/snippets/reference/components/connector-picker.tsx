import { PlugboardProvider } from '@plugboard/react';
import { ConnectorPicker } from '@plugboard/ui';
import '@plugboard/ui/styles.css';

export function AddIntegration() {
  return (
    <PlugboardProvider>
      {/* Only these services, in this order; without `connectors`, every one the server offers. */}
      <ConnectorPicker connectors={['crm', 'docsapp', 'warehouse']} trigger="Add an integration" />
    </PlugboardProvider>
  );
}
