import { useAccountPermissions } from '@plugboard/react/accounts';

export function GrantedScopes({ accountId }: { accountId: string }) {
  const { data: permissions, isLoading, error } = useAccountPermissions(accountId);
  if (isLoading) return <p>Loading…</p>;
  if (error) return <p role="alert">{error.message}</p>;
  return (
    <ul>
      {permissions?.tools.map((tool) => (
        <li key={tool.tool}>
          {tool.tool}: {tool.runnable ? 'can run' : `missing ${tool.missing_scopes.join(', ')}`}
        </li>
      ))}
    </ul>
  );
}
