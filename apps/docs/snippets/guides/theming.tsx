import { PlugboardProvider } from '@plugboard/react';
import {
  type Appearance,
  ConnectButton,
  type LocalizationOverrides,
  PlugboardUiProvider,
} from '@plugboard/ui';

// Module constants: the provider's objects must keep their identity between renders.
const appearance: Appearance = {
  theme: 'system',
  variables: { 'color-primary': '#0f766e', radius: '6px', font: 'Inter, system-ui, sans-serif' },
  elements: { button: 'my-button' },
};

const localization: LocalizationOverrides = {
  connectLabel: (name) => `${name} verbinden`,
  connectorNames: { crm: 'Kundenverwaltung' },
  accountStatus: { EXPIRED: 'Abgelaufen' },
  errorMessages: { ACCOUNT_EXPIRED: 'Die Verbindung ist abgelaufen.' },
  cancel: 'Abbrechen',
};

export function GermanIntegrations() {
  return (
    <PlugboardProvider>
      <PlugboardUiProvider appearance={appearance} localization={localization}>
        <ConnectButton connector="crm" />
      </PlugboardUiProvider>
    </PlugboardProvider>
  );
}
