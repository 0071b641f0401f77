import { useExecuteTool } from '@plugboard/react';
import type { OfferedConnector } from '@plugboard/schema';
import { ConnectButton } from '@plugboard/ui';
import { ToolResultView } from '@plugboard/ui/viewers';
import { type FormEvent, useId, useState } from 'react';
import type { ToolSample } from './tool-samples.ts';

interface TryItCardProps {
  connector: OfferedConnector;
  sample: ToolSample;
}

/** Runs one sample tool with the visitor's own account and shows the answer in its viewer. */
export function TryItCard({ connector, sample }: TryItCardProps) {
  const { execute, isPending, data, error } = useExecuteTool({ tool: sample.tool });
  const [text, setText] = useState(sample.input?.defaultValue ?? '');
  const inputId = useId();
  const headingId = useId();

  const run = (event: FormEvent) => {
    event.preventDefault();
    void execute(sample.params(text.trim()), { connector: connector.id });
  };

  return (
    <li className="app-try-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{connector.name}</h3>
      <form className="app-try-form" onSubmit={run}>
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
      {data !== undefined && <ToolResultView tool={sample.tool} data={data} />}
    </li>
  );
}
