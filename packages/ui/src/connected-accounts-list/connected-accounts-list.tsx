'use client';

import { useConnectedAccounts, useDisconnect } from '@plugboard/react';
import { type ReactNode, useRef, useState } from 'react';
import { classNames } from '../shared/class-names.ts';
import { AlertIcon } from '../shared/icons.tsx';
import { Spinner } from '../shared/spinner.tsx';
import { AccountRow } from './account-row.tsx';

export interface ConnectedAccountsListProps {
  /** Added to the root element's `pb-accounts` class. */
  className?: string;
  /** Shown when the user has no connected account yet. */
  emptyState?: ReactNode;
}

/**
 * The session user's connected accounts: connector, identifier and a status badge for each,
 * Reconnect where the account needs it, and Disconnect behind a confirmation. Loading, empty and
 * error states included; the root carries `data-state` (`loading`, `error`, `empty`, `ready`).
 *
 * @example
 * ```tsx
 * <ConnectedAccountsList emptyState={<p>Connect a tool to get started.</p>} />
 * ```
 */
export function ConnectedAccountsList({ className, emptyState }: ConnectedAccountsListProps) {
  const [pageToken, setPageToken] = useState<string | undefined>(undefined);
  const { accounts, error, isLoading, mutate, nextPageToken, prevPageToken } = useConnectedAccounts(
    { pageToken },
  );
  const disconnection = useDisconnect();
  // After a disconnect the row and its trigger are gone; focus lands on the list, not on <body>.
  const rootRef = useRef<HTMLDivElement>(null);
  const root = (state: string, children: ReactNode, busy = false) => (
    <div
      ref={rootRef}
      tabIndex={-1}
      className={classNames('pb-accounts', className)}
      data-state={state}
      aria-busy={busy}
    >
      {children}
    </div>
  );

  if (error && !accounts) {
    return root(
      'error',
      <div className="pb-notice" data-tone="danger" role="alert">
        <AlertIcon />
        <p className="pb-notice__text">Could not load your connected accounts. {error.message}</p>
        <button type="button" className="pb-button pb-button--secondary" onClick={() => mutate()}>
          Retry
        </button>
      </div>,
    );
  }
  if (isLoading || !accounts) {
    return root(
      'loading',
      <p className="pb-accounts__loading" role="status">
        <Spinner />
        Loading connected accounts…
      </p>,
      true,
    );
  }

  return root(
    accounts.length === 0 ? 'empty' : 'ready',
    <>
      {disconnection.error && (
        <div className="pb-notice" data-tone="danger" role="alert">
          <AlertIcon />
          <p className="pb-notice__text">Could not disconnect. {disconnection.error.message}</p>
        </div>
      )}
      {accounts.length === 0 ? (
        <div className="pb-accounts__empty">{emptyState ?? <p>No connected accounts yet.</p>}</div>
      ) : (
        <ul className="pb-accounts__list" aria-label="Connected accounts">
          {accounts.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              onDisconnect={disconnection.disconnect}
              onDisconnectDialogClosed={() => rootRef.current?.focus()}
            />
          ))}
        </ul>
      )}
      {(prevPageToken || nextPageToken) && (
        <nav className="pb-accounts__pages" aria-label="Connected accounts pages">
          <button
            type="button"
            className="pb-button pb-button--ghost"
            disabled={!prevPageToken}
            onClick={() => setPageToken(prevPageToken)}
          >
            Previous
          </button>
          <button
            type="button"
            className="pb-button pb-button--ghost"
            disabled={!nextPageToken}
            onClick={() => setPageToken(nextPageToken)}
          >
            Next
          </button>
        </nav>
      )}
    </>,
  );
}
