// app/connect/callback/page.tsx: the page at the app's callback URL (`app.callbackPath`).
'use client';

import { PlugboardProvider } from '@plugboard/react';
import { VerifyCallback } from '@plugboard/ui';
import '@plugboard/ui/styles.css';

export default function ConnectCallbackPage() {
  return (
    <PlugboardProvider>
      <VerifyCallback />
    </PlugboardProvider>
  );
}
