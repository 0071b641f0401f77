'use client';

import type { PlugboardError } from '@plugboard/react';
import type { CreateMcpTokenRequest, McpClientKind } from '@plugboard/schema';
import { type FormEvent, useId, useState } from 'react';
import { Spinner } from '../common/spinner.tsx';
import { errorText } from '../localization/error-text.ts';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { useMcpSetupStrings } from './mcp-setup-strings.ts';
import { choiceOf, type ScopeChoice, type ScopeConnector, scopeOf } from './tool-scope-choice.ts';
import { ToolScopeChooser } from './tool-scope-chooser.tsx';

export const CLIENT_KINDS: McpClientKind[] = ['claude-code', 'cursor', 'vscode', 'other'];

export interface CreateTokenFormProps {
  /** The choices of expiry, in days (1 to 365); the last is the default unless `defaultExpiry`. */
  expiryOptions: number[];
  defaultExpiry: number;
  defaultClient: McpClientKind;
  /** The connectors with tools the app allows; `undefined` while they load. */
  offered: readonly ScopeConnector[] | undefined;
  offeredFailed: boolean;
  /** Resolves once created; rejects with the BFF's error, shown under the form. */
  onCreate(request: CreateMcpTokenRequest): Promise<unknown>;
}

/**
 * Name, client, expiry and tool scope of a new token. The name is required, and a listed scope
 * needs a connector; both are told before any request.
 */
export function CreateTokenForm({
  expiryOptions,
  defaultExpiry,
  defaultClient,
  offered,
  offeredFailed,
  onCreate,
}: CreateTokenFormProps) {
  const { strings: ui, classes } = usePlugboardUi();
  const strings = useMcpSetupStrings();
  const id = useId();
  const [name, setName] = useState('');
  const [client, setClient] = useState<McpClientKind>(defaultClient);
  const [days, setDays] = useState(defaultExpiry);
  const [busy, setBusy] = useState(false);
  const [nameMissing, setNameMissing] = useState(false);
  const [choice, setChoice] = useState<ScopeChoice>(() => choiceOf({ mode: 'discover' }, []));
  const [scopeTried, setScopeTried] = useState(false);
  const [error, setError] = useState<PlugboardError | undefined>(undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const toolScope = scopeOf(choice, offered ?? []);
    setScopeTried(true);
    if (!name.trim()) {
      setNameMissing(true);
      return;
    }
    if (toolScope === undefined) return;
    setBusy(true);
    setError(undefined);
    try {
      await onCreate({ name: name.trim(), client, expires_in_days: days, tool_scope: toolScope });
      setName('');
    } catch (cause) {
      setError(cause as PlugboardError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="pb-mcp__form" onSubmit={submit} noValidate>
      <div className="pb-mcp__form-field">
        <label className="pb-mcp__label" htmlFor={`${id}-name`}>
          {strings.nameLabel}
        </label>
        <input
          id={`${id}-name`}
          className="pb-input"
          value={name}
          maxLength={100}
          placeholder={strings.namePlaceholder}
          aria-invalid={nameMissing ? 'true' : undefined}
          aria-describedby={`${id}-name-hint`}
          onChange={(event) => {
            setName(event.target.value);
            setNameMissing(false);
          }}
        />
        <p
          id={`${id}-name-hint`}
          className="pb-mcp__hint"
          data-invalid={nameMissing ? 'true' : undefined}
        >
          {nameMissing ? strings.nameRequired : strings.nameHint}
        </p>
      </div>
      <div className="pb-mcp__form-field">
        <label className="pb-mcp__label" htmlFor={`${id}-client`}>
          {strings.clientLabel}
        </label>
        <select
          id={`${id}-client`}
          className="pb-input"
          value={client}
          onChange={(event) => setClient(event.target.value as McpClientKind)}
        >
          {CLIENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {strings.clientNames[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="pb-mcp__form-field">
        <label className="pb-mcp__label" htmlFor={`${id}-expiry`}>
          {strings.expiryLabel}
        </label>
        <select
          id={`${id}-expiry`}
          className="pb-input"
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
        >
          {expiryOptions.map((option) => (
            <option key={option} value={option}>
              {strings.expiryDays(option)}
            </option>
          ))}
        </select>
      </div>
      <div className="pb-mcp__form-scope">
        <ToolScopeChooser
          offered={offered}
          offeredFailed={offeredFailed}
          choice={choice}
          onChange={setChoice}
          showProblem={scopeTried}
        />
      </div>
      <div className="pb-mcp__form-actions">
        <button
          type="submit"
          className={classes('button', 'pb-button pb-button--primary')}
          disabled={busy}
        >
          {busy && <Spinner />}
          {busy ? strings.creating : strings.create}
        </button>
      </div>
      {error && (
        <p className="pb-mcp__error" role="alert">
          {strings.createError} {errorText(ui, error)}
        </p>
      )}
    </form>
  );
}
