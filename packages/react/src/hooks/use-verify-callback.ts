'use client';

import type { ConnectedAccountSummary } from '@plugboard/schema';
import { useCallback, useEffect, useState } from 'react';
import { usePlugboardInternals } from '../context/plugboard-context.ts';
import type { ActionStatus } from '../core/action-status.ts';
import { type PlugboardError, toPlugboardError } from '../core/plugboard-error.ts';
import { isConnectPopup } from '../core/popup.ts';
import { handBackToApp, readResumePath, sameOriginPath } from '../core/same-tab-resume.ts';
import { verifyCallback } from '../core/verify-callback.ts';

export interface UseVerifyCallbackOptions {
  /** The callback URL's query string; `window.location.search` when absent. */
  search?: string;
}

interface VerifyState {
  /** `pending` from the first render until the BFF answers, then `success` or `error`. */
  status: Exclude<ActionStatus, 'idle'>;
  /** The now-ACTIVE account, once `status` is `success`. */
  account?: ConnectedAccountSummary;
  /** Why verification failed, while `status` is `error`. */
  error?: PlugboardError;
}

export interface UseVerifyCallbackResult extends VerifyState {
  /** True while `status` is `pending`. */
  isPending: boolean;
  /** Whether this page runs in the connect popup (then it may close itself after success). */
  isPopup: boolean;
  /**
   * Where a flow that ran in this tab (popup blocked) goes back to: the page that started it,
   * always of this origin. Undefined in a popup, or when the flow did not start in this tab.
   */
  returnTo: string | undefined;
  /**
   * After success, in this tab: leaves the account for the app (its provider fires `onConnected`
   * once) and goes back to `returnTo`. Does nothing otherwise.
   */
  returnToApp: () => void;
  /** Sends the verification again after a failure. */
  retry: () => void;
}

/**
 * For the page at the app's `user_verify_url`: posts `auth_request_id` and `state` from the query
 * to the BFF once (StrictMode included), then tells the page that started the flow how it went:
 * the popup's opener through postMessage, BroadcastChannel and storage events, or, when the flow
 * ran in this tab, the app itself once `returnToApp()` takes the user back.
 *
 * @example
 * ```tsx
 * function ConnectCallbackPage() {
 *   const { status, isPending, error, retry, returnTo, returnToApp } = useVerifyCallback();
 *   useEffect(() => {
 *     if (status === 'success' && returnTo) returnToApp();
 *   }, [status, returnTo, returnToApp]);
 *   if (isPending) return <p>Finishing…</p>;
 *   if (status === 'error') return <button type="button" onClick={retry}>{error?.message} Retry</button>;
 *   return <p>Connected. You can close this window.</p>;
 * }
 * ```
 */
export function useVerifyCallback(options: UseVerifyCallbackOptions = {}): UseVerifyCallbackResult {
  const { client } = usePlugboardInternals();
  const { search } = options;
  // `returnTo` here is the BFF's `return_to`, for a tab whose sessionStorage kept no resume point.
  const [state, setState] = useState<VerifyState & { returnTo?: string }>({ status: 'pending' });
  // Read in an effect: during a server render there is no window.
  const [place, setPlace] = useState<{ isPopup: boolean; returnTo?: string }>({ isPopup: false });

  const verify = useCallback(
    (isCurrent: () => boolean) => {
      verifyCallback(client, search ?? window.location.search, window).then(
        ({ account, return_to }) =>
          isCurrent() &&
          setState({
            status: 'success',
            account,
            returnTo: return_to && sameOriginPath(window, return_to),
          }),
        (error: unknown) =>
          isCurrent() && setState({ status: 'error', error: toPlugboardError(error) }),
      );
    },
    [client, search],
  );

  useEffect(() => {
    const isPopup = isConnectPopup(window);
    setPlace({ isPopup, returnTo: isPopup ? undefined : readResumePath(window) });
    let current = true;
    verify(() => current);
    return () => {
      current = false;
    };
  }, [verify]);

  const retry = useCallback(() => {
    setState({ status: 'pending' });
    verify(() => true);
  }, [verify]);
  const returnTo = place.isPopup ? undefined : (place.returnTo ?? state.returnTo);
  const { account } = state;
  const returnToApp = useCallback(() => {
    if (account && returnTo !== undefined) handBackToApp(window, account, returnTo);
  }, [account, returnTo]);

  return {
    ...state,
    isPending: state.status === 'pending',
    isPopup: place.isPopup,
    returnTo,
    returnToApp,
    retry,
  };
}
