'use client';

import type { ConnectedAccountSummary } from '@plugboard/schema';
import { useCallback, useEffect, useState } from 'react';
import { usePlugboardContext } from '../context/plugboard-context.ts';
import { type PlugboardError, toPlugboardError } from '../core/plugboard-error.ts';
import { isConnectPopup } from '../core/popup.ts';
import { verifyCallback } from '../core/verify-callback.ts';

export type VerifyStatus = 'verifying' | 'success' | 'error';

export interface UseVerifyCallbackOptions {
  /** The callback URL's query string; `window.location.search` when absent. */
  search?: string;
}

export interface UseVerifyCallbackResult {
  status: VerifyStatus;
  /** The now-ACTIVE account, once `status` is `success`. */
  account: ConnectedAccountSummary | undefined;
  /** Why verification failed, while `status` is `error`. */
  error: PlugboardError | undefined;
  /** Whether this page runs in the connect popup (then it may close itself after success). */
  isPopup: boolean;
  /** Sends the verification again after a failure. */
  retry: () => void;
}

interface VerifyState {
  status: VerifyStatus;
  account?: ConnectedAccountSummary;
  error?: PlugboardError;
}

/**
 * For the page at the app's `user_verify_url`: posts `auth_request_id` and `state` from the query
 * to the BFF once (StrictMode included), then tells the page that opened the popup how it went.
 *
 * @example
 * ```tsx
 * function ConnectCallbackPage() {
 *   const { status, error, retry } = useVerifyCallback();
 *   if (status === 'verifying') return <p>Finishing…</p>;
 *   if (status === 'error') return <button type="button" onClick={retry}>{error?.message} Retry</button>;
 *   return <p>Connected. You can close this window.</p>;
 * }
 * ```
 */
export function useVerifyCallback(options: UseVerifyCallbackOptions = {}): UseVerifyCallbackResult {
  const { client } = usePlugboardContext();
  const { search } = options;
  const [state, setState] = useState<VerifyState>({ status: 'verifying' });
  const [isPopup, setIsPopup] = useState(false);

  const verify = useCallback(
    (isCurrent: () => boolean) => {
      verifyCallback(client, search ?? window.location.search, window).then(
        (account) => {
          if (isCurrent()) setState({ status: 'success', account });
        },
        (error: unknown) => {
          if (isCurrent()) setState({ status: 'error', error: toPlugboardError(error) });
        },
      );
    },
    [client, search],
  );

  useEffect(() => {
    setIsPopup(isConnectPopup(window));
    let current = true;
    verify(() => current);
    return () => {
      current = false;
    };
  }, [verify]);

  const retry = useCallback(() => {
    setState({ status: 'verifying' });
    verify(() => true);
  }, [verify]);

  return { status: state.status, account: state.account, error: state.error, isPopup, retry };
}
