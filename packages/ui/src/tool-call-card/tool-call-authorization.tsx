'use client';

import { type ConnectFallback, useConnect, useExecuteTool, useTools } from '@plugboard/react';
import type {
  AuthorizationRequiredOutput,
  ToolExecutionResponse,
  ToolName,
  ToolParamsInput,
  ToolSuccessOutput,
} from '@plugboard/schema';
import { useEffect, useRef } from 'react';
import { AlertIcon } from '../common/icons.tsx';
import { adminOnly, OrganizationConnectNote } from '../common/organization-connect-note.tsx';
import { Spinner } from '../common/spinner.tsx';
import { useConnectorAccess } from '../common/use-connector-access.ts';
import { ConnectButtonView } from '../connect-button/connect-button-view.tsx';
import { errorText } from '../localization/error-text.ts';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { toolCallParams } from './tool-call-params.ts';
import { useAccountBack } from './use-account-back.ts';

export interface ToolCallAuthorizationProps {
  output: AuthorizationRequiredOutput;
  /** The call's input, run again unchanged once connected. */
  input: unknown;
  fallback?: ConnectFallback | undefined;
  /** The connector's name in the user's words. */
  name: string;
  /** The run after connecting succeeded. */
  onResolved: (output: ToolSuccessOutput) => void;
  /** The account came back elsewhere and the tool writes: the card says it waits for the user. */
  onAccountBack: () => void;
}

/**
 * The way out of `authorization_required`: the connect flow ConnectButton runs (a popup opened in
 * the click; reconnecting reuses the account), then the same call again through the BFF. For an
 * organization's connector a member may not connect, a line says who does instead. When the
 * account comes back elsewhere, a tool that only reads runs again by itself, once; one that
 * writes or deletes (or whose effect is unknown) waits for the user's Run.
 */
export function ToolCallAuthorization({
  output,
  input,
  fallback,
  name,
  onResolved,
  onAccountBack,
}: ToolCallAuthorizationProps) {
  const { strings, classes } = usePlugboardUi();
  const tool = output.tool_name as ToolName;
  const run = useExecuteTool({ tool });
  const rerun = async () => {
    // The account the call named, if any, runs it again; else the connector's default.
    const { params, account } = toolCallParams(input);
    const answer = await run.execute(params as ToolParamsInput<ToolName>, {
      connector: output.connector,
      account,
    });
    // A streamed answer carries no account, and no model tool streams.
    if (answer === undefined || answer.data instanceof ReadableStream) return;
    const ran = answer as ToolExecutionResponse;
    onResolved({
      status: 'ok',
      tool_name: output.tool_name,
      data: ran.data,
      execution_id: ran.execution_id,
      account: ran.account,
    });
  };
  const flow = useConnect({ connector: output.connector, fallback, onConnected: () => rerun() });
  const organization = adminOnly(useConnectorAccess(output.connector));
  const { data: tools } = useTools({ connector: output.connector });
  const reads = tools?.find((info) => info.name === output.tool_name)?.effect === 'read';
  // Waits for the tools' effects, so a read is never taken for a write while they load.
  const back = useAccountBack(output.connector) && flow.status === 'idle' && tools !== undefined;
  const autoRan = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rerun changes each render; once is all
  useEffect(() => {
    if (!back) return;
    if (!reads) {
      onAccountBack();
      return;
    }
    if (autoRan.current) return;
    autoRan.current = true;
    void rerun();
  }, [back, reads]);

  const label = {
    not_connected: strings.toolCallConnect(name),
    expired: strings.toolCallReconnect(name),
    missing_scope: strings.toolCallReconnect(name),
    pending: strings.toolCallFinishConnecting(name),
    disconnected: strings.toolCallReconnect(name),
    suspended: undefined,
  }[output.reason];

  if (run.isPending) {
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
  if (back && !reads) {
    return (
      <div className={classes('toolCallActions', 'pb-tool-call__actions')}>
        <button
          type="button"
          className={classes('button', 'pb-button pb-button--primary')}
          onClick={() => void rerun()}
        >
          {strings.toolCallRunAgain}
        </button>
      </div>
    );
  }
  if (back) return null;
  if (organization) {
    return (
      <p className="pb-tool-call__hint">
        <OrganizationConnectNote access={organization} />
      </p>
    );
  }
  // A suspended account is the service's to lift: the status says so, there is nothing to click.
  if (!label) return null;
  return (
    <ConnectButtonView
      name={name}
      label={label}
      status={flow.status}
      isWaiting={flow.isWaiting}
      error={flow.error}
      account={flow.account}
      link={flow.link}
      onConnect={() => flow.connect()}
      onCancel={flow.cancel}
    />
  );
}
