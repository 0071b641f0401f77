'use client';

import { type PlugboardErrorCode, useVerifyCallback } from '@plugboard/react';
import { useEffect } from 'react';
import { classNames } from '../shared/class-names.ts';
import { CONNECTOR_NAMES } from '../shared/connector-names.ts';
import { AlertIcon, CheckIcon } from '../shared/icons.tsx';
import { Spinner } from '../shared/spinner.tsx';

/** Failures another attempt can fix; a consumed link or a refused state needs a new flow instead. */
const RETRYABLE: ReadonlySet<PlugboardErrorCode> = new Set([
  'NETWORK_ERROR',
  'RATE_LIMITED',
  'UPSTREAM_ERROR',
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL',
]);

export interface VerifyCallbackProps {
  /** Added to the root element's `pb-callback` class. */
  className?: string;
  /** The callback URL's query string; `window.location.search` by default. */
  search?: string;
  /** Where "Back to the app" leads when the flow ran in this tab, not a popup. Default `/`. */
  returnTo?: string;
  /** How long the success message shows before a popup closes itself. Default 1500 ms. */
  closeDelayMs?: number;
}

/**
 * The content of the page at the app's callback URL (`verifyCallbackUrl` on the server):
 * finishes the connection, tells the page that opened the popup, and closes the popup.
 * Its root carries `data-status` (`verifying`, `success`, `error`).
 *
 * @example
 * ```tsx
 * // The route at /connect/callback
 * <PlugboardProvider>
 *   <VerifyCallback returnTo="/settings/integrations" />
 * </PlugboardProvider>
 * ```
 */
export function VerifyCallback({
  className,
  search,
  returnTo = '/',
  closeDelayMs = 1500,
}: VerifyCallbackProps) {
  const { status, account, error, isPopup, retry } = useVerifyCallback({ search });

  useEffect(() => {
    if (status !== 'success' || !isPopup) return;
    const timer = setTimeout(() => window.close(), closeDelayMs);
    return () => clearTimeout(timer);
  }, [status, isPopup, closeDelayMs]);

  // In the popup the app is still open behind it, so the way back is closing the window.
  const leave = isPopup ? (
    <button type="button" className="pb-button pb-button--secondary" onClick={() => window.close()}>
      Close this window
    </button>
  ) : (
    <a className="pb-button pb-button--secondary" href={returnTo}>
      Back to the app
    </a>
  );

  return (
    <div className={classNames('pb-callback', className)} data-status={status}>
      {status === 'verifying' && (
        <p className="pb-callback__message" role="status">
          <Spinner />
          Finishing the connection…
        </p>
      )}
      {status === 'success' && (
        <>
          <p className="pb-callback__message" role="status">
            <span className="pb-callback__mark" data-tone="success">
              <CheckIcon />
            </span>
            {isPopup ? 'Connected. You can close this window.' : 'Connected.'}
          </p>
          {account && (
            <p className="pb-callback__detail">
              {CONNECTOR_NAMES[account.connector]} · {account.identifier}
            </p>
          )}
          {!isPopup && <div className="pb-callback__actions">{leave}</div>}
        </>
      )}
      {status === 'error' && (
        <div role="alert">
          <p className="pb-callback__message">
            <span className="pb-callback__mark" data-tone="danger">
              <AlertIcon />
            </span>
            Could not finish connecting.
          </p>
          <p className="pb-callback__detail">{error?.message}</p>
          <div className="pb-callback__actions">
            {error && RETRYABLE.has(error.code) && (
              <button type="button" className="pb-button pb-button--primary" onClick={retry}>
                Retry
              </button>
            )}
            {leave}
          </div>
        </div>
      )}
    </div>
  );
}
