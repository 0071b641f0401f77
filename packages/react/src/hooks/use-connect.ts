'use client';

import type { ConnectedAccountSummary, ConnectorId } from '@plugboard/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlugboardContext } from '../context/plugboard-context.ts';
import { type ConnectFlow, startConnectFlow } from '../core/connect-flow.ts';
import type { PlugboardError } from '../core/plugboard-error.ts';
import { useAccountsCache } from './use-accounts-cache.ts';
import { useLatestRef } from './use-latest-ref.ts';

/**
 * - `idle`: nothing in progress (also after the user closed the popup).
 * - `opening`: the popup is open, the authorization link is being requested.
 * - `waiting`: the popup shows the authorization page.
 * - `connected` / `error`: the flow ended.
 */
export type ConnectStatus = 'idle' | 'opening' | 'waiting' | 'connected' | 'error';

export interface UseConnectOptions {
  /** Called when this hook's flow ends with an ACTIVE account (after the provider's `onConnected`). */
  onConnected?: (account: ConnectedAccountSummary) => void;
  /** Called when this hook's flow fails (after the provider's `onError`). */
  onError?: (error: PlugboardError) => void;
}

export interface UseConnectResult {
  /** Starts connecting (or reconnecting) a connector. Call it directly in a click handler. */
  connect: (connector: ConnectorId) => void;
  status: ConnectStatus;
  /** Why the last flow failed, while `status` is `error`. */
  error: PlugboardError | undefined;
  /** The connected account, once `status` is `connected`. */
  account: ConnectedAccountSummary | undefined;
  /** Abandons the flow in progress and closes its popup. */
  cancel: () => void;
}

interface ConnectState {
  status: ConnectStatus;
  error?: PlugboardError;
  account?: ConnectedAccountSummary;
}

const IDLE: ConnectState = { status: 'idle' };

/**
 * Connects a third-party account in a popup, falling back to a same-tab redirect when the popup
 * is blocked. The accounts list updates from the callback's answer, without a refetch.
 *
 * @example
 * ```tsx
 * function ConnectDocs() {
 *   const { connect, status } = useConnect();
 *   return (
 *     <button type="button" onClick={() => connect('docsapp')} disabled={status === 'opening' || status === 'waiting'}>
 *       {status === 'waiting' ? 'Waiting for authorization…' : 'Connect Docs'}
 *     </button>
 *   );
 * }
 * ```
 */
export function useConnect(options: UseConnectOptions = {}): UseConnectResult {
  const { client, notifyConnected, notifyError } = usePlugboardContext();
  const cache = useAccountsCache();
  const callbacks = useLatestRef(options);
  const flow = useRef<ConnectFlow | null>(null);
  const [state, setState] = useState<ConnectState>(IDLE);

  // lessons-from-peers.md: listeners, timers and popup watchers end with the component.
  useEffect(() => () => flow.current?.cancel(), []);

  const connect = useCallback(
    (connector: ConnectorId) => {
      flow.current?.cancel();
      setState({ status: 'opening' });
      flow.current = startConnectFlow({
        client,
        connector,
        window,
        onWaiting: () => setState({ status: 'waiting' }),
        onPopupClosed: () => setState(IDLE),
        onConnected: (account) => {
          void cache.upsert(account);
          setState({ status: 'connected', account });
          notifyConnected(account);
          callbacks.current.onConnected?.(account);
        },
        onError: (error) => {
          setState({ status: 'error', error });
          notifyError(error);
          callbacks.current.onError?.(error);
        },
      });
    },
    [client, cache, callbacks, notifyConnected, notifyError],
  );

  const cancel = useCallback(() => {
    flow.current?.cancel();
    flow.current = null;
    setState(IDLE);
  }, []);

  return { connect, cancel, status: state.status, error: state.error, account: state.account };
}
