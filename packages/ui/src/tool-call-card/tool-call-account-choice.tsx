'use client';

import { useExecuteTool } from '@plugboard/react';
import type {
  AccountChoiceRequiredOutput,
  ToolExecutionResponse,
  ToolName,
  ToolParamsInput,
  ToolSuccessOutput,
} from '@plugboard/schema';
import { useId, useState } from 'react';
import { AlertIcon } from '../common/icons.tsx';
import { Spinner } from '../common/spinner.tsx';
import { errorText } from '../localization/error-text.ts';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { toolCallParams } from './tool-call-params.ts';

export interface ToolCallAccountChoiceProps {
  output: AccountChoiceRequiredOutput;
  /** The call's input, run again with the same params on the account chosen. */
  input: unknown;
  /** The connector's name in the user's words. */
  name: string;
  /** The run on the chosen account succeeded. */
  onResolved: (output: ToolSuccessOutput) => void;
}

/**
 * The way out of `account_choice_required`: the accounts the call may run on as a radio group
 * (arrow keys move between them, as in any radio group), the default checked when it is one of
 * them, and Run, which runs the same call again through the BFF on the chosen account's id. The
 * BFF still resolves that id among the session user's own accounts
 * (docs/internals/several-accounts.md §"Choosing the account of a call").
 */
export function ToolCallAccountChoice({
  output,
  input,
  name,
  onResolved,
}: ToolCallAccountChoiceProps) {
  const { strings, classes } = usePlugboardUi();
  const id = useId();
  const { accounts } = output;
  const [chosen, setChosen] = useState(
    () => (accounts.find((account) => account.is_default) ?? accounts[0])?.id,
  );
  const account = accounts.find((each) => each.id === chosen);
  const run = useExecuteTool({ tool: output.tool_name as ToolName });

  const runOnChosen = async () => {
    if (!account) return;
    const answer = await run.execute(toolCallParams(input).params as ToolParamsInput<ToolName>, {
      connector: output.connector,
      account: account.id,
    });
    // A streamed answer carries no account, and no model tool streams.
    if (answer === undefined || answer.data instanceof ReadableStream) return;
    const { data, execution_id, account: ran } = answer as ToolExecutionResponse;
    onResolved({ status: 'ok', tool_name: output.tool_name, data, execution_id, account: ran });
  };

  if (run.isPending && account) {
    return (
      <p className="pb-tool-call__progress">
        <Spinner />
        {strings.toolCallRunningOn(account.name)}
      </p>
    );
  }
  return (
    <>
      {run.status === 'error' && run.error && (
        <div className={classes('notice', 'pb-notice')} data-tone="danger" role="alert">
          <AlertIcon />
          <p className="pb-notice__text">{strings.toolCallFailed(errorText(strings, run.error))}</p>
        </div>
      )}
      <fieldset className="pb-tool-call__accounts">
        <legend className="pb-tool-call__accounts-legend">
          {strings.toolCallAccountsLegend(name)}
        </legend>
        {accounts.map((each) => {
          const notes = [
            each.is_default ? strings.toolCallAccountDefault : undefined,
            each.shared_by === null ? undefined : strings.toolCallAccountShared(each.shared_by),
          ].filter((note) => note !== undefined);
          const label = `${id}-${each.id}-name`;
          const hint = `${id}-${each.id}-hint`;
          return (
            <label className="pb-tool-call__account-option" key={each.id}>
              <input
                type="radio"
                name={`${id}-account`}
                value={each.id}
                checked={each.id === chosen}
                onChange={() => setChosen(each.id)}
                // The name alone names the radio; its notes describe it.
                aria-labelledby={label}
                aria-describedby={notes.length > 0 ? hint : undefined}
              />
              <span className="pb-tool-call__account-name" id={label}>
                {each.name}
              </span>
              {notes.length > 0 && (
                <span className="pb-tool-call__account-notes" id={hint}>
                  {notes.map((note) => (
                    <span className="pb-tool-call__account-note" key={note}>
                      {note}
                    </span>
                  ))}
                </span>
              )}
            </label>
          );
        })}
      </fieldset>
      <div className={classes('toolCallActions', 'pb-tool-call__actions')}>
        <button
          type="button"
          className={classes('button', 'pb-button pb-button--primary')}
          disabled={!account}
          onClick={() => void runOnChosen()}
        >
          {account ? strings.toolCallRunOn(account.name) : strings.toolCallRunAgain}
        </button>
      </div>
    </>
  );
}
