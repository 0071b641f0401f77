'use client';

import { PlugboardProvider, useExecuteTool } from '@plugboard/react';
import { ConnectButton, ConnectedAccountsList, PlugboardUiProvider } from '@plugboard/ui';
import { ToolView } from '@plugboard/ui/viewers';

export function Integrations() {
  return (
    <PlugboardProvider>
      {/* Your brand colour on Plugboard's buttons and links; without it they keep Plugboard's. */}
      <PlugboardUiProvider appearance={{ variables: { 'color-primary': '#0f766e' } }}>
        <ConnectButton connector="crm" />
        <ConnectedAccountsList />
        <ListPeople />
      </PlugboardUiProvider>
    </PlugboardProvider>
  );
}

function ListPeople() {
  const { execute, status, data, error } = useExecuteTool({ tool: 'crm_list_people' });
  return (
    <section aria-label="CRM people">
      <button
        type="button"
        disabled={status === 'running'}
        onClick={() => execute({ limit: 5 }, { connector: 'crm' })}
      >
        List people
      </button>
      {error && <p role="alert">{error.message}</p>}
      {data !== undefined && <ToolView tool="crm_list_people" data={data} />}
    </section>
  );
}
