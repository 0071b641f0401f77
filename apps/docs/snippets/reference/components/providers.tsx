import { PlugboardProvider } from '@plugboard/react';
import { type Appearance, PlugboardUiProvider } from '@plugboard/ui';
import type { ReactNode } from 'react';
import '@plugboard/ui/styles.css';

// Module constants: the providers' objects keep their identity between renders.
const appearance: Appearance = { theme: 'system', variables: { 'color-primary': '#0f766e' } };

export function Providers({ children }: { children: ReactNode }) {
  return (
    <PlugboardProvider
      baseUrl="/api/plugboard"
      fallback="link"
      onError={(error) => console.warn(error.code, error.message)}
    >
      <PlugboardUiProvider appearance={appearance}>{children}</PlugboardUiProvider>
    </PlugboardProvider>
  );
}
