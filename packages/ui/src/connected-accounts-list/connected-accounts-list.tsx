'use client';

import { type ConnectFallback, useConnectedAccounts, useDisconnect } from '@plugboard/react';
import type { ConnectorId } from '@plugboard/schema';
import { type ReactNode, useRef, useState } from 'react';
import { AlertIcon } from '../common/icons.tsx';
import { Spinner } from '../common/spinner.tsx';
import { useDebouncedValue } from '../common/use-debounced-value.ts';
import { errorText } from '../localization/error-text.ts';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { AccountRow } from './account-row.tsx';
import { AccountSearch } from './account-search.tsx';
import { AddAccountButton } from './add-account-button.tsx';

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

export interface ConnectedAccountsListProps {
  /** Added to the root element's `pb-accounts` class. */
  className?: string;
  /** Shown when the user has no connected account yet. */
  emptyState?: ReactNode;
  /** Shows a search box (identifier, provider or connector; at least 3 characters). */
  searchable?: boolean;
  /** How Reconnect goes on when no popup can open: `'redirect'` (default) or `'link'`. */
  fallback?: ConnectFallback;
}

/**
 * The session user's connected accounts: connector, the account's name (its label, else its own
 * name, else "CRM 2") and a status badge for each, a "Default" badge where a connector has
 * several, Make default, Rename (inline: Enter saves, Escape cancels), Reconnect (in place) where
 * the account needs it, Disconnect behind a confirmation, and "Add another {Connector} account"
 * for each connector the user has an account of. Loading, empty,
 * no-match and error states included, pages when the BFF pages; the root carries `data-state`
 * (`loading`, `error`, `empty`, `no-match`, `ready`).
 *
 * @example
 * ```tsx
 * <ConnectedAccountsList searchable emptyState={<p>Connect a tool to get started.</p>} />
 * ```
 */
export function ConnectedAccountsList({
  className,
  emptyState,
  searchable = false,
  fallback,
}: ConnectedAccountsListProps) {
  const { strings, classes, root } = usePlugboardUi();
  const [search, setSearch] = useState('');
  const [pageToken, setPageToken] = useState<string | undefined>(undefined);
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const {
    data: accounts,
    error,
    isLoading,
    isValidating,
    refetch,
    nextPageToken,
    prevPageToken,
    query,
  } = useConnectedAccounts({ pageToken, query: settledSearch });
  const disconnection = useDisconnect();
  // After a disconnect the row and its trigger are gone; focus lands on the list, not on <body>.
  const rootRef = useRef<HTMLDivElement>(null);

  // Per connector: how many accounts the list holds, and whether the user has one of their own,
  // which the list then offers to add another of.
  const counts = new Map<ConnectorId, number>();
  const addable: ConnectorId[] = [];
  for (const account of accounts ?? []) {
    counts.set(account.connector, (counts.get(account.connector) ?? 0) + 1);
    if (account.shared === null && !addable.includes(account.connector))
      addable.push(account.connector);
  }

  const state =
    error && !accounts
      ? 'error'
      : isLoading || !accounts
        ? 'loading'
        : accounts.length > 0
          ? 'ready'
          : query
            ? 'no-match'
            : 'empty';
  const notice = (message: string, action?: ReactNode) => (
    <div className={classes('notice', 'pb-notice')} data-tone="danger" role="alert">
      <AlertIcon />
      <p className="pb-notice__text">{message}</p>
      {action}
    </div>
  );

  return (
    <div
      ref={rootRef}
      tabIndex={-1}
      {...root('accountsList', 'pb-accounts', className)}
      data-state={state}
      aria-busy={state === 'loading' || isValidating}
    >
      {searchable && (
        <AccountSearch
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPageToken(undefined);
          }}
        />
      )}
      {state === 'error' &&
        error &&
        notice(
          `${strings.accountsLoadError} ${errorText(strings, error)}`,
          <button
            type="button"
            className={classes('button', 'pb-button pb-button--secondary')}
            onClick={() => refetch()}
          >
            {strings.retry}
          </button>,
        )}
      {state === 'loading' && (
        <p className="pb-accounts__loading" role="status">
          <Spinner />
          {strings.accountsLoading}
        </p>
      )}
      {disconnection.error &&
        notice(`${strings.disconnectError} ${errorText(strings, disconnection.error)}`)}
      {state === 'empty' && (
        <div className="pb-accounts__empty">{emptyState ?? <p>{strings.accountsEmpty}</p>}</div>
      )}
      {state === 'no-match' && query && (
        <p className="pb-accounts__empty" role="status">
          {strings.accountsNoMatch(query)}
        </p>
      )}
      {state === 'ready' && (
        <ul className="pb-accounts__list" aria-label={strings.accountsLabel}>
          {accounts?.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              hasSiblings={(counts.get(account.connector) ?? 0) > 1}
              fallback={fallback}
              onDisconnect={disconnection.disconnect}
              onDisconnectDialogClosed={() => rootRef.current?.focus()}
            />
          ))}
        </ul>
      )}
      {state === 'ready' && addable.length > 0 && (
        <section className="pb-accounts__add" aria-label={strings.accountsAdd}>
          {addable.map((connector) => (
            <AddAccountButton key={connector} connector={connector} fallback={fallback} />
          ))}
        </section>
      )}
      {(prevPageToken || nextPageToken) && (
        <nav
          className={classes('accountsPagination', 'pb-accounts__pages')}
          aria-label={strings.accountsPages}
        >
          <button
            type="button"
            className={classes('button', 'pb-button pb-button--ghost')}
            disabled={!prevPageToken}
            onClick={() => setPageToken(prevPageToken)}
          >
            {strings.previousPage}
          </button>
          <button
            type="button"
            className={classes('button', 'pb-button pb-button--ghost')}
            disabled={!nextPageToken}
            onClick={() => setPageToken(nextPageToken)}
          >
            {strings.nextPage}
          </button>
        </nav>
      )}
    </div>
  );
}
