'use client';

import { PlugboardProvider, useExecuteTool } from '@plugboard/react';
import {
  type Appearance,
  ConnectButton,
  ConnectedAccountsList,
  PlugboardUiProvider,
} from '@plugboard/ui';
import { ToolResultView } from '@plugboard/ui/viewers';

/** Set the text colour with the brand colour: each theme's own suits only its own primary. */
const BRAND = {
  variables: {
    'color-primary': '#0f766e',
    'color-primary-hover': '#115e59',
    'color-primary-text': '#ffffff',
  },
} satisfies Appearance;

export function Integrations() {
  return (
    <PlugboardProvider>
      {/* Your brand colours on Plugboard's buttons, in every theme; without them it keeps its own. */}
      <PlugboardUiProvider appearance={BRAND}>
        <ConnectButton connector="crm" />
        <ConnectedAccountsList />
        <ListPeople />
      </PlugboardUiProvider>
    </PlugboardProvider>
  );
}

function ListPeople() {
  const { execute, isPending, data, error } = useExecuteTool({ tool: 'crm_list_people' });
  return (
    <section aria-label="CRM people">
      <button
        type="button"
        disabled={isPending}
        onClick={() => execute({ limit: 5 }, { connector: 'crm' })}
      >
        List people
      </button>
      {error && <p role="alert">{error.message}</p>}
      {data !== undefined && <ToolResultView tool="crm_list_people" data={data} />}
    </section>
  );
}
