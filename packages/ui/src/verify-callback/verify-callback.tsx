'use client';

import { useVerifyCallback } from '@plugboard/react/verify';
import { useEffect } from 'react';
import { AlertIcon, CheckIcon } from '../common/icons.tsx';
import { Spinner } from '../common/spinner.tsx';
import { errorText } from '../localization/error-text.ts';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';

export interface VerifyCallbackProps {
  /** Added to the root element's `pb-callback` class. */
  className?: string;
  /** The callback URL's query string; `window.location.search` by default. */
  search?: string;
  /**
   * Where "Back to the app" leads when the flow ran in this tab and did not record the page it
   * started from. Default `/`.
   */
  returnTo?: string;
  /**
   * How long the success message shows before the popup closes itself, or before a same-tab flow
   * goes back to the page it started from. Default 1500 ms.
   */
  closeDelayMs?: number;
}

/**
 * The whole page at the app's callback URL (`verifyCallbackUrl` on the server): shows progress,
 * finishes the connection, and tells the page that started it. In the popup it closes itself;
 * in a tab whose popup was blocked it goes back to the page the flow started from, where the
 * provider's `onConnected` fires once. Every failure says why and offers Retry when another try
 * can help, and the way back. The root carries `data-status` (`pending`, `success`, `error`).
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
  returnTo: defaultReturnTo = '/',
  closeDelayMs = 1500,
}: VerifyCallbackProps) {
  const { strings, classes, root } = usePlugboardUi();
  const { status, account, error, isPopup, returnTo, returnToApp, retry } = useVerifyCallback({
    search,
  });
  const resumes = status === 'success' && returnTo !== undefined;

  useEffect(() => {
    if (status !== 'success' || !(isPopup || resumes)) return;
    const timer = setTimeout(() => (isPopup ? window.close() : returnToApp()), closeDelayMs);
    return () => clearTimeout(timer);
  }, [status, isPopup, resumes, returnToApp, closeDelayMs]);

  const button = (variant: string) => classes('button', `pb-button pb-button--${variant}`);
  // In the popup the app is still open behind it, so the way back is closing the window.
  const leave = isPopup ? (
    <button type="button" className={button('secondary')} onClick={() => window.close()}>
      {strings.callbackCloseWindow}
    </button>
  ) : (
    <a className={button('secondary')} href={returnTo ?? defaultReturnTo}>
      {strings.callbackBack}
    </a>
  );
  const successText = isPopup
    ? strings.callbackConnectedPopup
    : resumes
      ? strings.callbackReturning
      : strings.callbackConnected;

  return (
    <div {...root('verifyCallback', 'pb-callback', className)} data-status={status}>
      {status === 'pending' && (
        <p className="pb-callback__message" role="status">
          <Spinner />
          {strings.callbackVerifying}
        </p>
      )}
      {status === 'success' && (
        <>
          <p className="pb-callback__message" role="status">
            <span className="pb-callback__mark" data-tone="success">
              <CheckIcon />
            </span>
            {successText}
          </p>
          {account && (
            <p className="pb-callback__detail">
              {strings.callbackAccount(
                strings.connectorNames[account.connector],
                // A further account's identifier ends in its slot (docs/internals/several-accounts.md
                // §"Identifiers"), which means nothing to a person: the owner's part says who connected.
                account.identifier.split('#', 1)[0] ?? account.identifier,
              )}
            </p>
          )}
          {!isPopup && <div className="pb-callback__actions">{leave}</div>}
        </>
      )}
      {status === 'error' && error && (
        <div role="alert">
          <p className="pb-callback__message">
            <span className="pb-callback__mark" data-tone="danger">
              <AlertIcon />
            </span>
            {error.code === 'AUTHORIZATION_DENIED'
              ? strings.callbackDenied
              : strings.callbackFailed}
          </p>
          <p className="pb-callback__detail">{errorText(strings, error)}</p>
          <div className="pb-callback__actions">
            {error.recovery === 'retry' && (
              <button type="button" className={button('primary')} onClick={retry}>
                {strings.retry}
              </button>
            )}
            {leave}
          </div>
        </div>
      )}
    </div>
  );
}
