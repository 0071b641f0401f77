import { useMcpTokens } from '@plugboard/react/mcp';
import { useState } from 'react';

export function McpTokens() {
  const { data: tokens, endpoint, create, revoke, isPending } = useMcpTokens();
  const [secret, setSecret] = useState('');
  return (
    <>
      <p>Endpoint: {endpoint}</p>
      <button
        type="button"
        disabled={isPending}
        onClick={async () => {
          const created = await create({ name: 'Cursor', client: 'cursor' });
          // The secret comes once: show it to the user now.
          setSecret(created.secret);
        }}
      >
        New token
      </button>
      {secret && <output>{secret}</output>}
      <ul>
        {tokens?.map((token) => (
          <li key={token.id}>
            {token.name}{' '}
            <button type="button" onClick={() => revoke(token.id)}>
              Revoke
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
