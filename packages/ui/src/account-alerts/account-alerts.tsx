'use client';

import { type ConnectFallback, useConnect, useConnectors } from '@plugboard/react';
import { useAccountEvents } from '@plugboard/react/events';
import type { ConnectedAccountSummary } from '@plugboard/schema';
import { useState } from 'react';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { AccountAlertNotice } from './account-alert-notice.tsx';
import { type AccountAlert, nextAlerts } from './account-alert-state.ts';

export interface AccountAlertsProps {
  /** Added to the live region's classes. */
  className?: string;
  /** When no popup can open: `'redirect'` (default) or `'link'`, as ConnectButton's. */
  fallback?: ConnectFallback;
  /** Called when the user reconnected an account from a notice. */
  onConnected?: (account: ConnectedAccountSummary) => void;
}

/**
 * Notices of the session user's accounts that stopped working ("Your CRM connection expired."),
 * as the account event stream tells them, before a tool call fails: each with Reconnect (the
 * connect flow, in a popup opened in the click) and a dismiss button, announced politely. A notice
 * goes once its account works again, in this tab or another. An organization's account gets a
 * notice naming who can reconnect it, and no button, for a member who may not. Keeps the accounts
 * lists and readiness of the page live (useAccountEvents). Place it once, e.g. under the header.
 *
 * @example
 * ```tsx
 * <PlugboardProvider>
 *   <AppHeader />
 *   <AccountAlerts />
 *   <Routes />
 * </PlugboardProvider>
 * ```
 */
export function AccountAlerts({ className, fallback, onConnected }: AccountAlertsProps) {
  const { strings, classes } = usePlugboardUi();
  const [alerts, setAlerts] = useState<AccountAlert[]>([]);
  useAccountEvents((event) => setAlerts((current) => nextAlerts(current, event)));
  const { data: connectors } = useConnectors();
  const dismiss = (id: string) =>
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  return (
    <section
      className={classes('accountAlerts', 'pb-alerts', className)}
      aria-label={strings.accountAlertsLabel}
      aria-live="polite"
    >
      {alerts.map((alert) => (
        <AlertItem
          key={alert.id}
          alert={alert}
          canConnect={
            alert.shared === null ||
            connectors?.find((connector) => connector.id === alert.connector)?.can_connect === true
          }
          fallback={fallback}
          onConnected={(account) => {
            dismiss(alert.id);
            onConnected?.(account);
          }}
          onDismiss={() => dismiss(alert.id)}
        />
      ))}
    </section>
  );
}

interface AlertItemProps {
  alert: AccountAlert;
  canConnect: boolean;
  fallback: ConnectFallback | undefined;
  onConnected: (account: ConnectedAccountSummary) => void;
  onDismiss: () => void;
}

function AlertItem({ alert, canConnect, fallback, onConnected, onDismiss }: AlertItemProps) {
  const flow = useConnect({ connector: alert.connector, fallback, onConnected });
  return (
    <AccountAlertNotice
      alert={alert}
      canConnect={canConnect}
      progress={flow}
      onConnect={() => flow.connect()}
      onCancel={flow.cancel}
      onDismiss={onDismiss}
    />
  );
}
