'use client';

import { type ConnectFallback, useConnect, useExecuteTool } from '@plugboard/react';
import type {
  AuthorizationRequiredOutput,
  ToolName,
  ToolParamsInput,
  ToolSuccessOutput,
} from '@plugboard/schema';
import { AlertIcon } from '../common/icons.tsx';
import { Spinner } from '../common/spinner.tsx';
import { ConnectButtonView } from '../connect-button/connect-button-view.tsx';
import { errorText } from '../localization/error-text.ts';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';

export interface ToolCallAuthorizationProps {
  output: AuthorizationRequiredOutput;
  /** The call's input, run again unchanged once connected. */
  input: unknown;
  fallback?: ConnectFallback | undefined;
  /** The connector's name in the user's words. */
  name: string;
  /** The run after connecting succeeded. */
  onResolved: (output: ToolSuccessOutput) => void;
}

/**
 * The way out of `authorization_required`: the connect flow ConnectButton runs (a popup opened in
 * the click; reconnecting reuses the account), then the same call again through the BFF.
 */
export function ToolCallAuthorization({
  output,
  input,
  fallback,
  name,
  onResolved,
}: ToolCallAuthorizationProps) {
  const { strings, classes } = usePlugboardUi();
  const tool = output.tool_name as ToolName;
  const run = useExecuteTool({ tool });
  const rerun = async () => {
    const answer = await run.execute(input as ToolParamsInput<ToolName>, {
      connector: output.connector,
    });
    if (answer === undefined) return;
    onResolved({
      status: 'ok',
      tool_name: output.tool_name,
      data: answer.data,
      execution_id: answer.execution_id ?? '',
    });
  };
  const flow = useConnect({ connector: output.connector, fallback, onConnected: () => rerun() });

  const label = {
    not_connected: strings.toolCallConnect(name),
    expired: strings.toolCallReconnect(name),
    missing_scope: strings.toolCallReconnect(name),
    pending: strings.toolCallFinishConnecting(name),
    disconnected: strings.toolCallReconnect(name),
    suspended: undefined,
  }[output.reason];

  if (run.status === 'running') {
    return (
      <p className="pb-tool-call__progress">
        <Spinner />
        {strings.toolCallRerunning}
      </p>
    );
  }
  if (run.status === 'error' && run.error) {
    return (
      <div className={classes('notice', 'pb-notice')} data-tone="danger" role="alert">
        <AlertIcon />
        <p className="pb-notice__text">{strings.toolCallFailed(errorText(strings, run.error))}</p>
        <button
          type="button"
          className={classes('button', 'pb-button pb-button--secondary')}
          onClick={() => void rerun()}
        >
          {strings.retry}
        </button>
      </div>
    );
  }
  // A suspended account is the service's to lift: the status says so, there is nothing to click.
  if (!label) return null;
  return (
    <ConnectButtonView
      name={name}
      label={label}
      status={flow.status}
      error={flow.error}
      account={flow.account}
      link={flow.link}
      onConnect={() => flow.connect()}
      onCancel={flow.cancel}
    />
  );
}
