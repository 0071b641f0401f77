'use client';

import { PlugboardProvider } from '@plugboard/react';
import { useVerifyCallback } from '@plugboard/react/verify';

/** A callback page of your own, where `<VerifyCallback />` does not fit your design. */
function Verify() {
  const { status, error, retry, isPopup, returnToApp } = useVerifyCallback();
  if (status === 'error') {
    return (
      <p role="alert">
        {error?.message}{' '}
        <button type="button" onClick={retry}>
          Try again
        </button>
      </p>
    );
  }
  if (status === 'success') {
    return isPopup ? (
      <p>Connected. This window closes by itself.</p>
    ) : (
      <button type="button" onClick={returnToApp}>
        Back to the app
      </button>
    );
  }
  return <p>Finishing the connection…</p>;
}

export default function ConnectCallbackPage() {
  return (
    <PlugboardProvider>
      <Verify />
    </PlugboardProvider>
  );
}
