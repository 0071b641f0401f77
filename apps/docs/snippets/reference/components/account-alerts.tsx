import { PlugboardProvider } from '@plugboard/react';
import { AccountAlerts } from '@plugboard/ui/alerts';
import type { ReactNode } from 'react';
import '@plugboard/ui/styles.css';

/** At the top of every page: a notice as soon as an account stops working. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <PlugboardProvider>
      <AccountAlerts />
      {children}
    </PlugboardProvider>
  );
}
