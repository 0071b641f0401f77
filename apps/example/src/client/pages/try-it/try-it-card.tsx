import { useExecuteTool } from '@plugboard/react';
import { type AccountListItem, accountName, type OfferedConnector } from '@plugboard/schema';
import { ConnectButton } from '@plugboard/ui';
import { ToolResultView } from '@plugboard/ui/viewers';
import { type FormEvent, useId, useState } from 'react';
import type { ToolSample } from './tool-samples.ts';

interface TryItCardProps {
  connector: OfferedConnector;
  sample: ToolSample;
  /** The visitor's accounts of the connector that can run it. */
  accounts: readonly AccountListItem[];
}

/**
 * Runs one sample tool with one of the visitor's own accounts (the default, or the one they pick
 * when they have several) and shows the answer in its viewer, saying which account ran it.
 */
export function TryItCard({ connector, sample, accounts }: TryItCardProps) {
  const { execute, isPending, data, error, account } = useExecuteTool({ tool: sample.tool });
  const [text, setText] = useState(sample.input?.defaultValue ?? '');
  const [chosen, setChosen] = useState<string>('');
  const inputId = useId();
  const accountId = useId();
  const headingId = useId();
  const nameOf = (item: AccountListItem) => accountName(item, connector.name);
  const fallback = accounts.find((item) => item.is_default) ?? accounts[0];
  const selected = accounts.find((item) => item.id === chosen) ?? fallback;

  const run = (event: FormEvent) => {
    event.preventDefault();
    void execute(sample.params(text.trim()), { connector: connector.id, account: selected?.id });
  };

  return (
    <li className="app-try-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{connector.name}</h3>
      <form className="app-try-form" onSubmit={run}>
        {accounts.length > 1 && (
          <>
            <label htmlFor={accountId}>Account</label>
            <select
              id={accountId}
              value={selected?.id ?? ''}
              onChange={(event) => setChosen(event.target.value)}
            >
              {accounts.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.is_default ? `${nameOf(item)} (default)` : nameOf(item)}
                </option>
              ))}
            </select>
          </>
        )}
        {sample.input && (
          <>
            <label htmlFor={inputId}>{sample.input.label}</label>
            <input
              id={inputId}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </>
        )}
        <button type="submit" className="app-button" disabled={isPending}>
          {isPending ? 'Running…' : sample.action}
        </button>
      </form>
      {error && (
        <div role="alert" className="app-error">
          <p>{error.message}</p>
          {error.recovery === 'reconnect' && (
            <ConnectButton connector={connector.id} label={`Reconnect ${connector.name}`} />
          )}
        </div>
      )}
      {data !== undefined && account && <p className="app-ran-on">Ran on {account.name}</p>}
      {data !== undefined && <ToolResultView tool={sample.tool} data={data} />}
    </li>
  );
}
