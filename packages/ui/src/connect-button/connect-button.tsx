'use client';

import { type PlugboardError, useConnect } from '@plugboard/react';
import type { ConnectedAccountSummary, ConnectorId } from '@plugboard/schema';
import type { ReactNode } from 'react';
import { CONNECTOR_NAMES } from '../shared/connector-names.ts';
import { ConnectButtonView } from './connect-button-view.tsx';

export interface ConnectButtonProps {
  /** The connector to connect, e.g. `'docsapp'`. */
  connector: ConnectorId;
  /** The idle label; `Connect <connector name>` by default. */
  label?: ReactNode;
  /** Added to the root element's `pb-connect` class. */
  className?: string;
  /** Called when the flow ends with an ACTIVE account. */
  onConnected?: (account: ConnectedAccountSummary) => void;
  /** Called when the flow fails. */
  onError?: (error: PlugboardError) => void;
}

/**
 * A button that connects a third-party account in a popup (a same-tab redirect when popups are
 * blocked). Its root carries `data-status` (`idle`, `opening`, `waiting`, `connected`, `error`)
 * for styling, and a polite live region announces each step.
 *
 * @example
 * ```tsx
 * <ConnectButton connector="crm" onConnected={(account) => console.info(account.id)} />
 * ```
 */
export function ConnectButton({
  connector,
  label,
  className,
  onConnected,
  onError,
}: ConnectButtonProps) {
  const { connect, cancel, status, error, account } = useConnect({ onConnected, onError });
  return (
    <ConnectButtonView
      name={CONNECTOR_NAMES[connector]}
      label={label}
      className={className}
      status={status}
      error={error}
      account={account}
      onConnect={() => connect(connector)}
      onCancel={cancel}
    />
  );
}
