import { useUpdateAccount } from '@plugboard/react';

export function MakeDefaultButton({ accountId }: { accountId: string }) {
  const { update, isPending, error } = useUpdateAccount();
  return (
    <>
      <button
        type="button"
        onClick={() => update(accountId, { is_default: true })}
        disabled={isPending}
      >
        Make default
      </button>
      <button type="button" onClick={() => update(accountId, { label: 'Work CRM' })}>
        Call it “Work CRM”
      </button>
      {error && <p role="alert">{error.message}</p>}
    </>
  );
}
