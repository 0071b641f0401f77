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
  onConnect: () => void;
  onCancel: () => void;
}

/** What ConnectButton renders for each connect status; kept apart so stories can show each one. */
export function ConnectButtonView({
  name,
  label,
  className,
  onConnect,
  onCancel,
  ...progress
}: ConnectButtonViewProps) {
  const { strings, classes, root } = usePlugboardUi();
  const statusId = useId();
  const { status, isWaiting, link } = progress;
  const busy = status === 'pending';
  const waiting = busy && isWaiting === true;
  const text = {
    idle: label ?? strings.connectLabel(name),
    pending: waiting ? strings.connectWaiting(name) : strings.connectOpening,
    success: strings.connectConnected,
    error: strings.connectTryAgain,
  }[status];

  return (
    <div
      {...root('connectButton', 'pb-connect', className)}
      data-status={status}
      data-waiting={waiting || undefined}
    >
      <div className="pb-connect__row">
        <button
          type="button"
          className={classes('button', 'pb-button pb-button--primary pb-connect__button')}
          data-status={status}
          disabled={busy}
          aria-describedby={statusId}
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
