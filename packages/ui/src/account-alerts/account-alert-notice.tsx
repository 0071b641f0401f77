'use client';

import type { ConnectProgress } from '../common/connect-status-text.ts';
import { AlertIcon, CloseIcon } from '../common/icons.tsx';
import { ConnectButtonView } from '../connect-button/connect-button-view.tsx';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import type { AccountAlert } from './account-alert-state.ts';

export interface AccountAlertNoticeProps {
  alert: AccountAlert;
  /** False for an organization's account the user may not reconnect: no button, who can instead. */
  canConnect: boolean;
  /** The reconnect flow's progress. */
  progress: ConnectProgress;
  onConnect: () => void;
  onCancel: () => void;
  onDismiss: () => void;
}

/** One notice of AccountAlerts for each state; kept apart so stories can show each one. */
export function AccountAlertNotice({
  alert,
  canConnect,
  progress,
  onConnect,
  onCancel,
  onDismiss,
}: AccountAlertNoticeProps) {
  const { strings, classes } = usePlugboardUi();
  const name = strings.connectorNames[alert.connector];
  const text =
    alert.shared && !canConnect
      ? strings.accountAlertShared(name, alert.shared.organization_name)
      : alert.status === 'EXPIRED'
        ? strings.accountAlertExpired(name)
        : strings.accountAlertBroken(name, strings.accountStatus[alert.status]);
  return (
    <div
      className={classes('accountAlert', 'pb-notice pb-alert')}
      data-tone="warning"
      data-status={alert.status}
    >
      <AlertIcon />
      <div className="pb-alert__body">
        <p className="pb-notice__text">{text}</p>
        {canConnect && (
          <ConnectButtonView
            name={name}
            label={strings.reconnect}
            onConnect={onConnect}
            onCancel={onCancel}
            {...progress}
          />
        )}
      </div>
      <button
        type="button"
        className={classes('button', 'pb-button pb-button--ghost pb-alert__dismiss')}
        aria-label={strings.accountAlertDismiss(name)}
        onClick={onDismiss}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
