'use client';

import { type ReactNode, useId } from 'react';
import { type ConnectProgress, connectStatusText } from '../common/connect-status-text.ts';
import { CopyLink } from '../common/copy-link.tsx';
import { CheckIcon } from '../common/icons.tsx';
import { Spinner } from '../common/spinner.tsx';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';

export interface ConnectButtonViewProps extends ConnectProgress {
  /** The connector's display name. */
  name: string;
  label?: ReactNode;
  className?: string;
  /**
   * The user's own accounts of the connector, when they have any: how many, and the name of the
   * default one. The button then adds another account.
   */
  connected?: { count: number; defaultName: string } | undefined;
  onConnect: () => void;
  onCancel: () => void;
}

/** What ConnectButton renders for each connect status; kept apart so stories can show each one. */
export function ConnectButtonView({
  name,
  label,
  className,
  connected,
  onConnect,
  onCancel,
  ...progress
}: ConnectButtonViewProps) {
  const { strings, classes, root } = usePlugboardUi();
  const statusId = useId();
  const accountsId = useId();
  const { status, isWaiting, link } = progress;
  const busy = status === 'pending';
  const waiting = busy && isWaiting === true;
  const idle = connected ? strings.connectAddAnother(name) : (label ?? strings.connectLabel(name));
  // Past the connector's limit another try fails the same way: the button keeps saying what it does.
  const limited = progress.error?.recovery === 'disconnect';
  const text = {
    idle,
    pending: waiting ? strings.connectWaiting(name) : strings.connectOpening,
    success: strings.connectConnected,
    error: limited ? idle : strings.connectTryAgain,
  }[status];
  // Not in the live region: it would be announced for every button as the accounts load.
  const accountsText =
    connected &&
    (connected.count > 1
      ? strings.connectConnectedSeveralStatus(name, connected.count, connected.defaultName)
      : strings.connectConnectedStatus(name, connected.defaultName));

  return (
    <div
      {...root('connectButton', 'pb-connect', className)}
      data-status={status}
      data-waiting={waiting || undefined}
      data-connected={connected ? connected.count : undefined}
    >
      <div className="pb-connect__row">
        <button
          type="button"
          className={classes('button', 'pb-button pb-button--primary pb-connect__button')}
          data-status={status}
          disabled={busy}
          aria-describedby={accountsText ? `${statusId} ${accountsId}` : statusId}
          onClick={onConnect}
        >
          {busy && <Spinner />}
          {status === 'success' && <CheckIcon />}
          <span>{text}</span>
        </button>
        {waiting && (
          <button
            type="button"
            className={classes('button', 'pb-button pb-button--ghost')}
            onClick={onCancel}
          >
            {strings.cancel}
          </button>
        )}
      </div>
      {accountsText && (
        <p id={accountsId} className="pb-connect__accounts">
          {accountsText}
        </p>
      )}
      <p
        id={statusId}
        className={classes('connectStatus', 'pb-connect__status')}
        role="status"
        aria-live="polite"
      >
        {connectStatusText(strings, name, progress)}
      </p>
      {waiting && link && <CopyLink link={link} name={name} />}
    </div>
  );
}
