import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PlugboardProvider } from '../../packages/react/src/context/plugboard-provider.tsx';
import type { AccountListItem } from '../../packages/schema/src/bff/accounts.ts';
import type { ConnectorId } from '../../packages/schema/src/connector.ts';
import { CONNECTORS } from '../../packages/schema/src/connector-display.ts';
import { OrganizationConnectNote } from '../../packages/ui/src/common/organization-connect-note.tsx';
import { AccountRow } from '../../packages/ui/src/connected-accounts-list/account-row.tsx';
import { ConnectorListbox } from '../../packages/ui/src/connector-picker/connector-listbox.tsx';
import { PlugboardUiProvider } from '../../packages/ui/src/provider/plugboard-ui-provider.tsx';
import { PSEUDO_LOCALIZATION } from '../../packages/ui/src/test/pseudo-locale.ts';
import { ToolCallAccountChoice } from '../../packages/ui/src/tool-call-card/tool-call-account-choice.tsx';
import { ToolCallAuthorization } from '../../packages/ui/src/tool-call-card/tool-call-authorization.tsx';
import { ToolCallCard } from '../../packages/ui/src/tool-call-card/tool-call-card.tsx';

/*
 * The components a host places in a column (the connector picker's list, the accounts list's
 * rows, tool-call cards, an organization's connector for a member) with their longest labels, as
 * static markup in cards as narrow as the example app's grid makes them: one card per connector.
 */

const ORGANIZATION = { organization_id: 'org_1', organization_name: 'Acme Corporation' };
const ACCOUNT_STATUSES = ['ACTIVE', 'EXPIRED', 'PENDING_AUTH', 'SUSPENDED'] as const;
const IDS = Object.keys(CONNECTORS) as ConnectorId[];
// The accounts a call may run on, with the longest names a label allows to be typed in one word.
const TOOL_ACCOUNTS = [
  { id: 'ca_work', name: 'Work account', is_default: true, shared_by: null },
  {
    id: 'ca_long',
    name: 'Ada-Lovelace-Analytical-Engines-Personal',
    is_default: false,
    shared_by: null,
  },
  {
    id: 'ca_shared',
    name: 'Analytical engines research department',
    is_default: false,
    shared_by: ORGANIZATION.organization_name,
  },
];

function account(
  id: ConnectorId,
  status: AccountListItem['status'],
  shared: boolean,
  further = false,
) {
  return {
    id: `ca_${id}_${status}_${shared}_${further}`,
    connection_id: `conn_${id}`,
    connector: id,
    identifier: shared ? 'organization:org_1' : 'ada.lovelace@analytical-engines.example.com',
    provider: 'CUSTOM',
    authorization_type: 'OAUTH',
    status,
    updated_at: '2026-01-01T00:00:00Z',
    shared: shared ? ORGANIZATION : null,
    can_disconnect: !shared,
    // A further account carries the longest name a label allows, in one word or in several.
    label: further ? 'Analytical engines research and development, second account' : null,
    profile_name: null,
    ordinal: further ? 2 : 1,
    is_default: !further,
  } satisfies AccountListItem;
}

function card(id: ConnectorId): ReactNode {
  const noop = () => {};
  const tool = `${id}_list_everything_there_is`;
  const offered = IDS.map((other) => ({
    ...CONNECTORS[other],
    tools: [],
    shared: other === id ? ORGANIZATION : null,
    can_connect: other !== id,
  }));
  return (
    <li className="card" key={id}>
      <p className="pb-connect" data-status="organization">
        <OrganizationConnectNote
          access={{ canConnect: false, organization: ORGANIZATION, connected: false }}
        />
      </p>
      <p className="pb-connect" data-status="organization">
        <OrganizationConnectNote
          access={{ canConnect: false, organization: ORGANIZATION, connected: true }}
        />
      </p>
      <div className="pb-picker">
        <ConnectorListbox
          connectors={offered}
          pending={null}
          statuses={{ [id]: 'PENDING_VERIFICATION' }}
          addable={Object.fromEntries(
            IDS.filter((other) => other !== id).map((other) => [other, true]),
          )}
          organizations={{
            [id]: { canConnect: false, organization: ORGANIZATION, connected: false },
          }}
          onPick={noop}
        />
      </div>
      <div className="pb-accounts">
        <ul className="pb-accounts__list">
          {ACCOUNT_STATUSES.flatMap((status) =>
            [false, true].map((shared) => (
              <AccountRow
                key={`${status}${shared}`}
                account={account(id, status, shared)}
                hasSiblings={!shared}
                fallback={undefined}
                onDisconnect={noop}
                onDisconnectDialogClosed={noop}
              />
            )),
          )}
          {ACCOUNT_STATUSES.map((status) => (
            <AccountRow
              key={`${status}further`}
              account={account(id, status, false, true)}
              hasSiblings
              fallback={undefined}
              onDisconnect={noop}
              onDisconnectDialogClosed={noop}
            />
          ))}
        </ul>
      </div>
      <ToolCallCard tool={tool} input={{ limit: 10 }} state="pending" />
      <ToolCallCard
        tool={tool}
        input={{ query: 'Analytical engines', include_archived: true }}
        state="approval-requested"
      />
      <ToolCallCard tool={tool} state="denied" input={{}} />
      <ToolCallCard
        tool={tool}
        state="output"
        output={{
          status: 'error',
          tool_name: tool,
          error: { code: 'UPSTREAM_UNAVAILABLE', message: 'The service is down.' },
        }}
      />
      {(['not_connected', 'missing_scope', 'pending', 'suspended'] as const).map((reason) => {
        const output = {
          status: 'authorization_required',
          tool_name: tool,
          connector: id,
          reason,
          missing_scopes: reason === 'missing_scope' ? ['read:everything'] : undefined,
          message: 'Connect first.',
        } as const;
        return (
          <div key={reason}>
            <ToolCallCard tool={tool} state="output" output={output} />
            {/* The card loads its connect step lazily, which static markup does not wait for. */}
            <section className="pb-tool-call">
              <ToolCallAuthorization
                output={output}
                input={{}}
                name={CONNECTORS[id].name}
                onResolved={noop}
                onAccountBack={noop}
              />
            </section>
          </div>
        );
      })}
      <ToolCallCard
        tool={tool}
        state="output"
        output={{
          status: 'ok',
          tool_name: tool,
          data: {},
          execution_id: 'exec_1',
          account: TOOL_ACCOUNTS[2],
        }}
      />
      <section className="pb-tool-call">
        {/* The card loads its account picker lazily too. */}
        <ToolCallAccountChoice
          output={{
            status: 'account_choice_required',
            tool_name: tool,
            connector: id,
            accounts: TOOL_ACCOUNTS,
            message: 'Choose an account.',
          }}
          input={{}}
          name={CONNECTORS[id].name}
          onResolved={noop}
        />
      </section>
    </li>
  );
}

/** A provider whose requests never answer: the components show what their props give them. */
const never = () => new Promise<Response>(() => {});

function page(): ReactNode {
  return (
    <PlugboardProvider baseUrl="http://label-fit.test/api/plugboard" fetch={never}>
      <ul>{IDS.map(card)}</ul>
    </PlugboardProvider>
  );
}

/** The components in English and in the pseudo-locale (packages/ui/src/test/pseudo-locale.ts). */
export const componentMarkup = {
  english: renderToStaticMarkup(page()),
  pseudo: renderToStaticMarkup(
    <PlugboardUiProvider localization={PSEUDO_LOCALIZATION}>{page()}</PlugboardUiProvider>,
  ),
};
