import { VerifyCallback } from '@plugboard/ui';

/** The page at `verifyCallbackUrl`: the consent page sends the popup (or this tab) back here. */
export function CallbackPage() {
  return (
    <main className="app-shell app-callback">
      <VerifyCallback returnTo="/" />
    </main>
  );
}
