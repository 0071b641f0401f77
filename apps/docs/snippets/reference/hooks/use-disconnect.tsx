import { useDisconnect } from '@plugboard/react';

export function DisconnectButton({ accountId }: { accountId: string }) {
  const { disconnect, isPending, error } = useDisconnect();
  return (
    <>
      <button type="button" onClick={() => disconnect(accountId)} disabled={isPending}>
        Disconnect
      </button>
      {error && <p role="alert">{error.message}</p>}
    </>
  );
}
