import type { ActionStatus, PlugboardError } from '@plugboard/react';
import type { ConnectedAccountSummary } from '@plugboard/schema';
import type { Localization } from '../localization/default-strings.ts';
import { errorText } from '../localization/error-text.ts';

export interface ConnectProgress {
  status: ActionStatus;
  isWaiting?: boolean | undefined;
  error?: PlugboardError | undefined;
  account?: ConnectedAccountSummary | undefined;
  /** What the list calls the connected account, once it is there (see account-display-name.ts). */
  accountName?: string | undefined;
  link?: string | undefined;
  popupClosed?: boolean | undefined;
}

/**
 * The sentence a live region announces for a connect flow's progress; empty when idle, unless the
 * popup was closed before the flow ended.
 */
export function connectStatusText(
  strings: Localization,
  name: string,
  { status, isWaiting, error, accountName, link, popupClosed }: ConnectProgress,
): string {
  switch (status) {
    case 'idle':
      return popupClosed ? strings.connectPopupClosedStatus(name) : '';
    case 'pending':
      if (!isWaiting) return strings.connectOpeningStatus(name);
      return link ? strings.linkStatus(name) : strings.connectWaitingStatus(name);
    case 'success':
      return accountName
        ? strings.connectConnectedStatus(name, accountName)
        : strings.connectConnectedPlainStatus(name);
    case 'error':
      return strings.connectErrorStatus(name, error ? errorText(strings, error) : '');
  }
}
