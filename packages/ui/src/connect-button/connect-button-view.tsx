'use client';

import type { ConnectStatus, PlugboardError } from '@plugboard/react';
import type { ConnectedAccountSummary } from '@plugboard/schema';
import { type ReactNode, useId } from 'react';
import { classNames } from '../shared/class-names.ts';
import { CheckIcon } from '../shared/icons.tsx';
import { Spinner } from '../shared/spinner.tsx';

export interface ConnectButtonViewProps {
  /** The connector's display name. */
  name: string;
  label?: ReactNode;
  className?: string;
  status: ConnectStatus;
  error?: PlugboardError | undefined;
  account?: ConnectedAccountSummary | undefined;
  onConnect: () => void;
  onCancel: () => void;
}

/** What ConnectButton renders for each connect status; kept apart so stories can show each one. */
export function ConnectButtonView({
  name,
  label,
  className,
  status,
  error,
  account,
  onConnect,
  onCancel,
}: ConnectButtonViewProps) {
  const statusId = useId();
  const busy = status === 'opening' || status === 'waiting';
  const text = {
    idle: label ?? `Connect ${name}`,
    opening: 'Opening…',
    waiting: `Waiting for ${name}…`,
    connected: 'Connected',
    error: 'Try again',
  }[status];
  const statusText = {
    idle: '',
    opening: `Opening ${name} in a new window…`,
    waiting: `Finish connecting in the ${name} window.`,
    connected: account ? `${name} is connected as ${account.identifier}.` : `${name} is connected.`,
    error: error ? `Could not connect ${name}: ${error.message}` : `Could not connect ${name}.`,
  }[status];

  return (
    <div className={classNames('pb-connect', className)} data-status={status}>
      <div className="pb-connect__row">
        <button
          type="button"
          className="pb-button pb-button--primary pb-connect__button"
          data-status={status}
          disabled={busy}
          aria-describedby={statusId}
          onClick={onConnect}
        >
          {busy && <Spinner />}
          {status === 'connected' && <CheckIcon />}
          <span>{text}</span>
        </button>
        {status === 'waiting' && (
          <button type="button" className="pb-button pb-button--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      <p id={statusId} className="pb-connect__status" role="status" aria-live="polite">
        {statusText}
      </p>
    </div>
  );
}
