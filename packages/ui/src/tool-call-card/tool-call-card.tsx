'use client';

import type { ConnectFallback } from '@plugboard/react';
import {
  type ConnectorId,
  type PlugboardToolOutput,
  type ToolAccount,
  type ToolSuccessOutput,
  toolTitle,
} from '@plugboard/schema';
import { type ComponentType, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { AlertIcon, CheckIcon } from '../common/icons.tsx';
import { Spinner } from '../common/spinner.tsx';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import type { ToolResultViewName } from '../viewers/common/tool-result-view-name.ts';
import type { ToolResultViewProps } from '../viewers/common/tool-result-view-props.ts';
import { ToolCallInput } from './tool-call-input.tsx';

/**
 * Where a tool call is: `pending` (input streaming or the tool running), `approval-requested`
 * (a tool that writes or deletes waits for the user), `output` (its output arrived), `error`
 * (it failed without an output, `error` says why), `denied` (the user said no).
 */
export type ToolCallState = 'pending' | 'approval-requested' | 'output' | 'error' | 'denied';

export interface ToolCallCardProps {
  /** The tool called, e.g. `'crm_list_people'`. */
  tool: string;
  /** The call's input (the tool's params). */
  input?: unknown;
  state: ToolCallState;
  /**
   * The tool's output once `state` is `'output'`: Plugboard's `ok`, `error`,
   * `authorization_required` or `account_choice_required`.
   */
  output?: PlugboardToolOutput | undefined;
  /** Why the call failed, when `state` is `'error'`. */
  error?: string | undefined;
  /** Approve was pressed (`approval-requested`). */
  onApprove?: () => void;
  /** Deny was pressed (`approval-requested`). */
  onDeny?: () => void;
  /**
   * After `authorization_required` or `account_choice_required`: the user connected, or chose an
   * account, and the same call ran again with the same input. Hand the output back to the chat
   * (AI SDK: `addToolOutput`).
   */
  onResolved?: (output: ToolSuccessOutput) => void;
  /** Viewers to use instead of the built-in ones, by connector (as `ToolResultView` takes them). */
  viewers?: Partial<Record<ConnectorId, ComponentType<ToolResultViewProps>>>;
  /** For the connect flow when no popup can open (as ConnectButton takes it). */
  fallback?: ConnectFallback;
  /** Added to the root element's `pb-tool-call` class. */
  className?: string;
}

// ToolResultView (with its JSON viewer) loads with the first result shown: the core entry stays small.
const ToolResultView = lazy(() =>
  import('../viewers/tool-result-view.tsx').then((entry) => ({ default: entry.ToolResultView })),
);

// The way out of authorization_required (connect, rerun, the account coming back) loads only when
// a call needs it: most cards never do, and the core entry stays within its budget.
const ToolCallAuthorization = lazy(() =>
  import('./tool-call-authorization.tsx').then((entry) => ({
    default: entry.ToolCallAuthorization,
  })),
);

// The account picker of account_choice_required, for the same reason.
const ToolCallAccountChoice = lazy(() =>
  import('./tool-call-account-choice.tsx').then((entry) => ({
    default: entry.ToolCallAccountChoice,
  })),
);

/** Which account ran the tool, in the user's words. */
function RanOn({ account }: { account: ToolAccount }) {
  const { strings } = usePlugboardUi();
  return (
    <p className="pb-tool-call__account">
      {account.shared_by === null
        ? strings.toolCallRanOn(account.name)
        : strings.toolCallRanOnShared(account.name, account.shared_by)}
    </p>
  );
}

/** A result in its viewer, once the viewers' code has loaded. */
function Result(props: { tool: string; data: unknown; viewers: ToolCallCardProps['viewers'] }) {
  const { strings } = usePlugboardUi();
  return (
    <Suspense
      fallback={
        <p className="pb-tool-call__progress">
          <Spinner />
          {strings.toolCallLoadingResult}
        </p>
      }
    >
      <ToolResultView
        tool={props.tool as ToolResultViewName}
        data={props.data}
        viewers={props.viewers}
      />
    </Suspense>
  );
}

function isPlugboardOutput(output: unknown): output is PlugboardToolOutput {
  const status = (output as { status?: unknown } | null)?.status;
  return (
    status === 'ok' ||
    status === 'error' ||
    status === 'authorization_required' ||
    status === 'account_choice_required'
  );
}

/**
 * One tool call of an assistant, from running to its result: a spinner while it runs; the input
 * with Approve and Deny when it writes or deletes; the result in the tool's own viewer; a failure
 * with what to do; and when an account is missing, expired or lacks a scope, the connect flow
 * inline, after which the same call runs again and `onResolved` gets its output; when the
 * account comes back elsewhere (another tab, an administrator; seen through the accounts list,
 * which `useAccountEvents` keeps live), a read runs again by itself and a write offers Run. A
 * result says which of the user's accounts ran the tool; when the user must choose one
 * (`account_choice_required`), the card lists the accounts to pick from and runs the same call
 * on the one picked. The root carries `data-state` and, with an output, `data-status` (`ok`,
 * `error`, `authorization_required`, `account_choice_required`).
 *
 * @example
 * ```tsx
 * <ToolCallCard tool="crm_list_people" input={{ limit: 10 }} state="output" output={output} />
 * ```
 */
export function ToolCallCard({
  tool: toolName,
  input,
  state,
  output,
  error,
  onApprove,
  onDeny,
  onResolved,
  viewers,
  fallback,
  className,
}: ToolCallCardProps) {
  const { strings, classes, root } = usePlugboardUi();
  const titleId = useId();
  // The rerun's output after authorization or the user's choice of account, until the host
  // passes its own output.
  const [resolved, setResolved] = useState<ToolSuccessOutput>();
  // The account came back elsewhere while a write waited on it: it now waits for the user's Run.
  const [accountBack, setAccountBack] = useState(false);
  const given = state === 'output' ? output : undefined;
  const waited =
    given?.status === 'authorization_required' || given?.status === 'account_choice_required';
  const shown = waited && resolved ? resolved : given;
  const resolve = (ok: ToolSuccessOutput) => {
    setResolved(ok);
    onResolved?.(ok);
  };

  const title = toolTitle(toolName, {
    connectorName: (connector) => strings.connectorNames[connector],
    action: strings.toolNames[toolName],
    join: strings.toolCallLabel,
  });
  const busy = state === 'pending';

  let status: ReactNode = null;
  let body: ReactNode = null;
  let icon: ReactNode = null;
  if (state === 'pending') {
    icon = <Spinner />;
    status = strings.toolCallRunning;
  } else if (state === 'approval-requested') {
    status = strings.toolCallApprovalPrompt;
    body = (
      <>
        <ToolCallInput input={input} />
        <div className={classes('toolCallActions', 'pb-tool-call__actions')}>
          <button
            type="button"
            className={classes('button', 'pb-button pb-button--primary')}
            onClick={onApprove}
          >
            {strings.toolCallApprove}
          </button>
          <button
            type="button"
            className={classes('button', 'pb-button pb-button--secondary')}
            onClick={onDeny}
          >
            {strings.toolCallDeny}
          </button>
        </div>
      </>
    );
  } else if (state === 'denied') {
    status = strings.toolCallDenied;
    body = <ToolCallInput input={input} />;
  } else if (state === 'error') {
    icon = <AlertIcon />;
    status = strings.toolCallFailed(error ?? strings.toolCallErrorHint);
    body =
      error === undefined ? null : (
        <p className="pb-tool-call__hint">{strings.toolCallErrorHint}</p>
      );
  } else if (shown?.status === 'ok') {
    icon = <CheckIcon />;
    status = strings.toolCallDone;
    body = (
      <>
        {shown.account && <RanOn account={shown.account} />}
        <Result tool={shown.tool_name} data={shown.data} viewers={viewers} />
      </>
    );
  } else if (shown?.status === 'error') {
    icon = <AlertIcon />;
    const { code, message } = shown.error;
    status = strings.toolCallFailed(strings.errorMessages[code] ?? message);
    body = (
      <p className="pb-tool-call__hint">
        {strings.toolErrorHints[code] ?? strings.toolCallErrorHint}
      </p>
    );
  } else if (shown?.status === 'authorization_required') {
    const name = strings.connectorNames[shown.connector] ?? shown.connector;
    const scopes = shown.missing_scopes?.join(', ') ?? '';
    status = {
      not_connected: strings.toolCallNotConnected(name),
      expired: strings.toolCallExpired(name),
      pending: strings.toolCallPending(name),
      missing_scope: scopes
        ? strings.toolCallMissingScope(name, scopes)
        : strings.toolCallExpired(name),
      disconnected: strings.toolCallDisconnected(name),
      suspended: strings.toolCallSuspended(name),
    }[shown.reason];
    if (accountBack) status = strings.toolCallAccountBack(name);
    body = (
      <Suspense fallback={null}>
        <ToolCallAuthorization
          output={shown}
          input={input}
          fallback={fallback}
          name={name}
          onResolved={resolve}
          onAccountBack={() => setAccountBack(true)}
        />
      </Suspense>
    );
  } else if (shown?.status === 'account_choice_required') {
    const name = strings.connectorNames[shown.connector] ?? shown.connector;
    status = strings.toolCallChooseAccount(name);
    body = (
      <Suspense fallback={null}>
        <ToolCallAccountChoice output={shown} input={input} name={name} onResolved={resolve} />
      </Suspense>
    );
  } else if (state === 'output') {
    // Not Plugboard's output shape: the tool's result as its viewer (or JSON) shows it.
    icon = <CheckIcon />;
    status = strings.toolCallDone;
    body =
      output === undefined || isPlugboardOutput(output) ? null : (
        <Result tool={toolName} data={output} viewers={viewers} />
      );
  }

  return (
    <section
      {...root('toolCall', 'pb-tool-call', className)}
      aria-labelledby={titleId}
      aria-busy={busy}
      data-state={state}
      data-status={shown?.status}
      data-tool={toolName}
    >
      <div className={classes('toolCallHeader', 'pb-tool-call__header')}>
        {icon && <span className="pb-tool-call__icon">{icon}</span>}
        <p id={titleId} className="pb-tool-call__title">
          {title}
        </p>
      </div>
      <p
        className={classes('toolCallStatus', 'pb-tool-call__status')}
        role="status"
        aria-live="polite"
      >
        {status}
      </p>
      {body}
    </section>
  );
}
