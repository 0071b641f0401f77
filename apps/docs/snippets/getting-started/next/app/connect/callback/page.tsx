'use client';

import { PlugboardProvider } from '@plugboard/react';
import { VerifyCallback } from '@plugboard/ui';

export default function ConnectCallbackPage() {
  return (
    <PlugboardProvider>
      <VerifyCallback returnTo="/" />
    </PlugboardProvider>
  );
}
