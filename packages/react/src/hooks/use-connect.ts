'use client';

import type { ConnectedAccountSummary, ConnectorId } from '@plugboard/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlugboardInternals } from '../context/plugboard-context.ts';
import {
  type ConnectFallback,
  type ConnectFlow,
  type ConnectState,
  startConnectFlow,
} from '../core/connect-flow.ts';
import type { PlugboardError } from '../core/plugboard-error.ts';
import { useAccountsCache } from './use-accounts-cache.ts';
import { useLatestRef } from './use-latest-ref.ts';

export interface UseConnectOptions {
  /**
   * The connector this hook connects: `connect()` may then be called without one, and a same-tab
   * flow for it that came back to this page shows here as `connected`.
   */
  connector?: ConnectorId;
  /**
   * What happens when no popup can be used: `'redirect'` takes this tab to the authorization page
   * and back to where it was; `'link'` keeps the tab and exposes `link` for the user to open or
   * copy. Inside a frame, or when the browser refuses to leave, `'redirect'` gives the link too.
   * The provider's `fallback` when absent, and `'redirect'` when that is absent too.
   */
  fallback?: ConnectFallback;
  /**
   * Connects a further account of the connector (sent as `add`), once the user has one: "Add
   * another CRM account". Past the connector's limit the flow fails with ACCOUNT_LIMIT_REACHED.
   */
  add?: boolean;
  /**
   * Reconnects this one of the user's accounts in place (sent as `account_id`): the same id,
   * label, default status and activity trail. Without it, a reconnect is of the default account.
   */
  accountId?: string;
  /** Called when this hook's flow ends with an ACTIVE account (after the provider's `onConnected`). */
  onConnected?: (account: ConnectedAccountSummary) => void;
  /** Called when this hook's flow fails (after the provider's `onError`). */
  onError?: (error: PlugboardError) => void;
}

/** Where the flow stands (`status`, `error`, `account`, `link`) and what starts or stops one. */
export interface UseConnectResult extends ConnectState {
  /** True while `status` is `pending`: from the click until the flow ends or is cancelled. */
  isPending: boolean;
  /** True once the authorization page is in front of the user (see `ConnectState.isWaiting`). */
  isWaiting: boolean;
  /**
   * Starts connecting (or reconnecting: an EXPIRED account is reused, never duplicated) a
   * connector, `options.connector` by default. Call it directly in a click handler.
   */
  connect: (connector?: ConnectorId) => void;
  /** Abandons the flow in progress and closes its popup. */
  cancel: () => void;
}

const IDLE: ConnectState = { status: 'idle' };

/**
 * Connects a third-party account in a popup opened inside the click. Without a popup (blocked,
 * or cut off by a cross-origin-opener policy) it falls back by itself: BroadcastChannel and
 * storage events carry the answer, then a same-tab redirect that resumes, then a link to copy.
 * The accounts list updates from the callback's answer, without a refetch.
 *
 * @example
 * ```tsx
 * function ConnectDocs() {
 *   const { connect, isPending, isWaiting, link } = useConnect({ connector: 'docsapp' });
 *   if (link) return <a href={link} target="_blank" rel="noopener">Open the Docs authorization page</a>;
 *   return (
 *     <button type="button" onClick={() => connect()} disabled={isPending}>
 *       {isWaiting ? 'Waiting for authorization…' : 'Connect Docs'}
 *     </button>
 *   );
 * }
 * ```
 */
export function useConnect(options: UseConnectOptions = {}): UseConnectResult {
  const {
    client,
    cache: swr,
    fallback,
    resumedAccount,
    notifyConnected,
    notifyError,
  } = usePlugboardInternals();
  const cache = useAccountsCache(client.baseUrl, swr.mutate);
  const latest = useLatestRef(options);
  const flow = useRef<ConnectFlow>(undefined);
  // Unset until this hook starts a flow of its own; until then a resumed flow may show here.
  const [own, setState] = useState<ConnectState>();

  // docs/internals/code-style.md §"Lessons from other kits": listeners, timers and popup watchers end with the component.
  // The popup does not: the user may be mid-consent when a host re-renders or leaves the page,
  // and the callback page in it finishes the connection on its own.
  useEffect(() => () => flow.current?.detach(), []);

  const connect = useCallback(
    (connector?: ConnectorId) => {
      const target = connector ?? latest.current.connector;
      if (!target)
        throw new TypeError('useConnect: pass a connector to connect() or useConnect().');
      flow.current?.cancel();
      setState({ status: 'pending' });
      flow.current = startConnectFlow({
        client,
        connector: target,
        window,
        fallback: latest.current.fallback ?? fallback ?? 'redirect',
        add: latest.current.add,
        accountId: latest.current.accountId,
        onChange(state) {
          setState(state);
          const { account, error } = state;
          if (account) {
            void cache.upsert(account);
            notifyConnected(account);
            latest.current.onConnected?.(account);
          }
          if (error) {
            notifyError(error);
            latest.current.onError?.(error);
          }
        },
      });
    },
    [client, cache, fallback, latest, notifyConnected, notifyError],
  );

  const cancel = useCallback(() => {
    flow.current?.cancel();
    setState(IDLE);
  }, []);

  const resumed: ConnectState =
    resumedAccount && resumedAccount.connector === options.connector
      ? { status: 'success', account: resumedAccount }
      : IDLE;
  const state = own ?? resumed;
  return {
    ...state,
    isPending: state.status === 'pending',
    isWaiting: state.isWaiting === true,
    connect,
    cancel,
  };
}
