'use client';

import { useId, useState } from 'react';
import { useMcpSetupStrings } from './mcp-setup-strings.ts';
import {
  listedToolCount,
  problemOf,
  type ScopeChoice,
  type ScopeConnector,
  toggleConnector,
  toggleTool,
} from './tool-scope-choice.ts';

/** Cursor's long-standing limit on a server's tools; past it, the chooser says so. */
export const CLIENT_TOOL_LIMIT = 40;

export interface ToolScopeChooserProps {
  /** The connectors with tools the app allows; `undefined` while they load. */
  offered: readonly ScopeConnector[] | undefined;
  /** The connectors could not load: only discovery can be chosen. */
  offeredFailed: boolean;
  choice: ScopeChoice;
  onChange(choice: ScopeChoice): void;
  /** Say what stops the choice (set once the user tried to save it). */
  showProblem: boolean;
}

/**
 * What a token's client sees: discovery (the recommended default), or chosen connectors with
 * their tool counts, each narrowed to single tools behind a disclosure. The count of listed tools
 * is announced as it changes, with a note past {@link CLIENT_TOOL_LIMIT}.
 */
export function ToolScopeChooser({
  offered,
  offeredFailed,
  choice,
  onChange,
  showProblem,
}: ToolScopeChooserProps) {
  const strings = useMcpSetupStrings();
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const canList = offered !== undefined && offered.length > 0;
  const count = offered === undefined ? 0 : listedToolCount(choice, offered);
  const problem = showProblem ? problemOf(choice) : undefined;
  const nameOf = (connector: string) =>
    offered?.find((each) => each.id === connector)?.name ?? connector;
  const unavailable = offeredFailed
    ? strings.connectorsError
    : offered === undefined
      ? strings.connectorsLoading
      : offered.length === 0
        ? strings.noConnectorsOffered
        : undefined;

  return (
    <fieldset className="pb-mcp__scope" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend className="pb-mcp__legend">{strings.scopeLegend}</legend>
      <label className="pb-mcp__scope-mode">
        <input
          type="radio"
          name={`${id}-mode`}
          checked={choice.mode === 'discover'}
          onChange={() => onChange({ ...choice, mode: 'discover' })}
          aria-describedby={`${id}-discover-hint`}
        />
        <span className="pb-mcp__scope-mode-text">
          <span>{strings.scopeDiscover}</span>
          <span className="pb-mcp__hint" id={`${id}-discover-hint`}>
            {strings.scopeDiscoverHint}
          </span>
        </span>
      </label>
      <label className="pb-mcp__scope-mode">
        <input
          type="radio"
          name={`${id}-mode`}
          checked={choice.mode === 'listed'}
          disabled={!canList}
          onChange={() => onChange({ ...choice, mode: 'listed' })}
          aria-describedby={`${id}-listed-hint`}
        />
        <span className="pb-mcp__scope-mode-text">
          <span>{strings.scopeListed}</span>
          <span className="pb-mcp__hint" id={`${id}-listed-hint`}>
            {unavailable ?? strings.scopeListedHint}
          </span>
        </span>
      </label>
      {choice.mode === 'listed' && canList && (
        <div className="pb-mcp__scope-listed">
          <ul className="pb-mcp__scope-connectors" aria-label={strings.scopeConnectors}>
            {offered.map((connector) => {
              const ticked = choice.connectors.includes(connector.id);
              const tools = choice.tools[connector.id] ?? connector.tools;
              const expanded = ticked && open.has(connector.id);
              const panel = `${id}-${connector.id}-tools`;
              return (
                <li className="pb-mcp__scope-connector" key={connector.id}>
                  <label className="pb-mcp__check">
                    <input
                      type="checkbox"
                      checked={ticked}
                      onChange={(event) =>
                        onChange(toggleConnector(choice, connector.id, event.target.checked))
                      }
                    />
                    <span className="pb-mcp__check-name">{connector.name}</span>{' '}
                    <span className="pb-mcp__check-count">
                      {ticked && tools.length < connector.tools.length
                        ? strings.toolsChosen(tools.length, connector.tools.length)
                        : strings.toolCount(connector.tools.length)}
                    </span>
                  </label>
                  {ticked && (
                    <button
                      type="button"
                      className="pb-mcp__disclosure"
                      aria-expanded={expanded}
                      aria-controls={panel}
                      onClick={() => {
                        const next = new Set(open);
                        if (expanded) next.delete(connector.id);
                        else next.add(connector.id);
                        setOpen(next);
                      }}
                    >
                      {strings.chooseTools(connector.name)}
                    </button>
                  )}
                  {expanded && (
                    <ul
                      className="pb-mcp__scope-tools"
                      id={panel}
                      aria-label={strings.chooseTools(connector.name)}
                    >
                      {connector.tools.map((name) => (
                        <li key={name}>
                          <label className="pb-mcp__check">
                            <input
                              type="checkbox"
                              checked={tools.includes(name)}
                              onChange={(event) =>
                                onChange(toggleTool(choice, connector, name, event.target.checked))
                              }
                            />
                            <code>{name}</code>
                          </label>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
          <p className="pb-mcp__scope-count" role="status">
            {strings.listedCount(count)}
          </p>
          {count > CLIENT_TOOL_LIMIT && (
            <p className="pb-mcp__scope-note">{strings.overToolLimit(CLIENT_TOOL_LIMIT)}</p>
          )}
        </div>
      )}
      {problem && (
        <p className="pb-mcp__error" id={`${id}-problem`} role="alert">
          {problem.kind === 'no-connector'
            ? strings.noConnectorChosen
            : strings.noToolChosen(nameOf(problem.connector))}
        </p>
      )}
    </fieldset>
  );
}
