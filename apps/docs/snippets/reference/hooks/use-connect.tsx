import { useConnect } from '@plugboard/react';

/** A connect button of your own: `useConnect` runs the popup and its fallbacks. */
export function ConnectCrmButton() {
  const { connect, cancel, status, isPending, link, error } = useConnect({ connector: 'crm' });
  if (status === 'success') return <p>CRM connected.</p>;
  return (
    <div>
      <button type="button" onClick={() => connect()} disabled={isPending}>
        {isPending ? 'Connecting…' : 'Connect the CRM'}
      </button>
      {isPending && (
        <button type="button" onClick={cancel}>
          Cancel
        </button>
      )}
      {link && <a href={link}>Open the sign-in page</a>}
      {error && <p role="alert">{error.message}</p>}
    </div>
  );
}
