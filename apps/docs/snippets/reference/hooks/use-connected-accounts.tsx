import { useConnectedAccounts } from '@plugboard/react';

export function AccountNames() {
  const { data: accounts, isLoading, error, refetch } = useConnectedAccounts();
  if (isLoading) return <p>Loading…</p>;
  if (error) {
    return (
      <p role="alert">
        {error.message}{' '}
        <button type="button" onClick={() => refetch()}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <ul>
      {accounts?.map((account) => (
        <li key={account.id}>
          {account.connector}: {account.identifier} ({account.status})
        </li>
      ))}
    </ul>
  );
}
