import { useConnectors } from '@plugboard/react';

/** The services your server offers (its `tools.connectors`), each with whether it is connected. */
export function OfferedServices() {
  const { data: connectors, isLoading, error, refetch } = useConnectors();
  if (isLoading) return <p>Loading…</p>;
  if (error) {
    return (
      <button type="button" onClick={() => refetch()}>
        Try again
      </button>
    );
  }
  return (
    <ul>
      {connectors?.map((connector) => (
        <li key={connector.id}>{connector.name}</li>
      ))}
    </ul>
  );
}
