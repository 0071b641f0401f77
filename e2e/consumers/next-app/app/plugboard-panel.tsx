'use client';

import { PlugboardProvider, useExecuteTool } from '@plugboard/react';
import { ConnectButton, ConnectedAccountsList, PlugboardUiProvider } from '@plugboard/ui';
import { ToolView } from '@plugboard/ui/viewers';

export function PlugboardPanel() {
  return (
    <PlugboardProvider>
      <section aria-label="Connect">
        <ConnectButton connector="crm" />
      </section>
      <PlugboardUiProvider appearance={{ variables: { 'color-primary': '#0f766e' } }}>
        <section aria-label="Connect, in the app's own colours">
          <ConnectButton connector="docsapp" />
        </section>
      </PlugboardUiProvider>
      <ConnectedAccountsList />
      <CrmPeople />
    </PlugboardProvider>
  );
}

/** One read-only tool with the user's CRM account, shown in its viewer. */
function CrmPeople() {
  const { execute, status, data, error } = useExecuteTool({ tool: 'crm_list_people' });
  return (
    <section aria-label="CRM people">
      <button
        type="button"
        onClick={() => execute({ limit: 5 }, { connector: 'crm' })}
        disabled={status === 'running'}
      >
        List people
      </button>
      {error && <p role="alert">{error.message}</p>}
      {data !== undefined && <ToolView tool="crm_list_people" data={data} />}
    </section>
  );
}
