import '@plugboard/ui/styles.css';
import { PlugboardProvider } from '@plugboard/react';
import {
  type Appearance,
  ConnectButton,
  type LocalizationOverrides,
  PlugboardUiProvider,
} from '@plugboard/ui';
import { useMemo } from 'react';
import { createFixtureFetch } from './fixture-bff.ts';

const appearance: Appearance = { variables: { 'color-primary': '#0f766e', radius: '999px' } };
const localization: LocalizationOverrides = { connectLabel: (name) => `${name} verbinden` };

/** One button as the stylesheet draws it, one with the appearance and German labels. */
export function LiveTheming() {
  const fetch = useMemo(() => createFixtureFetch(), []);
  return (
    <PlugboardProvider fetch={fetch}>
      <div className="not-content live-example">
        <ConnectButton connector="crm" />
        <PlugboardUiProvider appearance={appearance} localization={localization}>
          <ConnectButton connector="crm" />
        </PlugboardUiProvider>
      </div>
    </PlugboardProvider>
  );
}
