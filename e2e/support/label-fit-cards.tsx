import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PlugboardError } from '../../packages/react/src/core/plugboard-error.ts';
import { CONNECTOR_IDS } from '../../packages/schema/src/connector.ts';
import { CONNECTOR_NAMES } from '../../packages/schema/src/connector-display.ts';
import type { ConnectedAccountStatus } from '../../packages/schema/src/upstream/connected-account.ts';
import { AccountAlertNotice } from '../../packages/ui/src/account-alerts/account-alert-notice.tsx';
import { ConnectButtonView } from '../../packages/ui/src/connect-button/connect-button-view.tsx';
import { StatusBadge } from '../../packages/ui/src/connected-accounts-list/status-badge.tsx';
import { PlugboardUiProvider } from '../../packages/ui/src/provider/plugboard-ui-provider.tsx';
import { PSEUDO_LOCALIZATION } from '../../packages/ui/src/test/pseudo-locale.ts';

/*
 * The components that sit in a host's cards with every label they show, for every connector
 * (the longest name is "Document library"), as static markup: one card per connector.
 */
/** A connect flow's steps after idle: opening, waiting for the user, connected, failed. */
const STEPS = [
  { status: 'pending', isWaiting: false },
  { status: 'pending', isWaiting: true },
  { status: 'success', isWaiting: false },
  { status: 'error', isWaiting: false },
] as const;
const ACCOUNT_STATUSES: ConnectedAccountStatus[] = [
  'ACTIVE',
  'EXPIRED',
  'PENDING_AUTH',
  'PENDING_VERIFICATION',
  'DISCONNECTED',
  'REVOKED',
  'ERROR',
  'SUSPENDED',
];

function cards(): ReactNode {
  const noop = () => {};
  return CONNECTOR_IDS.map((id) => (
    <li className="card" key={id}>
      <ConnectButtonView
        name={CONNECTOR_NAMES[id]}
        status="idle"
        onConnect={noop}
        onCancel={noop}
      />
      {STEPS.map(({ status, isWaiting }) => (
        <ConnectButtonView
          key={`${status}-${isWaiting}`}
          name={CONNECTOR_NAMES[id]}
          status={status}
          isWaiting={isWaiting}
          account={status === 'success' ? accountOf(id) : undefined}
          onConnect={noop}
          onCancel={noop}
        />
      ))}
      <p>
        {ACCOUNT_STATUSES.map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </p>
      <section className="pb-alerts">
        {(['idle', 'waiting', 'error', 'connected'] as const).map((progress) => (
          <AccountAlertNotice
            key={progress}
            alert={{
              id: `ca_${id}`,
              connector: id,
              shared: null,
              status: progress === 'waiting' ? 'REVOKED' : 'EXPIRED',
            }}
            canConnect
            // Reconnect through each step of its flow, as the notice shows it.
            progress={{
              status:
                progress === 'waiting'
                  ? 'pending'
                  : progress === 'connected'
                    ? 'success'
                    : progress,
              isWaiting: progress === 'waiting',
              error:
                progress === 'error'
                  ? new PlugboardError('UPSTREAM_UNAVAILABLE', 'The service is down.', 503)
                  : undefined,
              account: progress === 'connected' ? accountOf(id) : undefined,
            }}
            onConnect={noop}
            onCancel={noop}
            onDismiss={noop}
          />
        ))}
        <AccountAlertNotice
          alert={{
            id: `ca_${id}_org`,
            connector: id,
            shared: { organization_id: 'org_1', organization_name: 'Acme Corporation' },
            status: 'EXPIRED',
          }}
          canConnect={false}
          progress={{ status: 'idle' }}
          onConnect={noop}
          onCancel={noop}
          onDismiss={noop}
        />
      </section>
    </li>
  ));
}

function accountOf(id: (typeof CONNECTOR_IDS)[number]) {
  return {
    id: `ca_${id}`,
    connection_id: `conn_${id}`,
    connector: id,
    identifier: 'ada.lovelace@example.com',
    provider: 'CUSTOM',
    authorization_type: 'OAUTH' as const,
    status: 'ACTIVE' as const,
    updated_at: '2026-01-01T00:00:00Z',
  };
}

/** The cards in English and in the pseudo-locale (packages/ui/src/test/pseudo-locale.ts). */
export const markup = {
  english: renderToStaticMarkup(<ul>{cards()}</ul>),
  pseudo: renderToStaticMarkup(
    <PlugboardUiProvider localization={PSEUDO_LOCALIZATION}>
      <ul>{cards()}</ul>
    </PlugboardUiProvider>,
  ),
};
