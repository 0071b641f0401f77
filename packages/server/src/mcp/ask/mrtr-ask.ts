import {
  type InputRequiredResult,
  inputRequired,
  inputResponse,
  MissingRequiredClientCapabilityError,
  ProtocolError,
  ProtocolErrorCode,
} from '@modelcontextprotocol/server';
import type { ToolAuthorizationError } from '../../accounts/tool-authorization-error.ts';
import type { SessionUser } from '../../common/session-user.ts';
import { choiceForm, readChoice } from '../accounts/account-choice.ts';
import { watchConnect } from '../connect/connect-watch.ts';
import type { McpEndpointContext } from '../mcp-endpoint-context.ts';
import {
  type AskKind,
  type CallBinding,
  checkRequestState,
  mintRequestState,
  requestStateRefusal,
} from './request-state.ts';
import type { ElicitationModes, UserAsk } from './user-ask.ts';

/** What a 2026-07-28 tools/call carries for asking: the retry's answers and echoed state. */
export interface MrtrRound {
  modes: ElicitationModes;
  /**
   * The `inputResponses` of a retry, untrusted, keyed by the ids of our `inputRequests`: the
   * kind of question (`approve`, `connect`, `choose`), one of each per call at most.
   */
  inputResponses: Record<string, unknown> | undefined;
  /** The echoed `requestState` of a retry. */
  requestState: string | undefined;
  signal: AbortSignal;
}

/**
 * Asking on 2026-07-28 (Multi Round-Trip Requests): nothing is sent to the client mid-call; the
 * call answers `input_required` with the question (a form elicitation to allow a write or to
 * choose an account, a URL elicitation to connect) and a signed `requestState`, and the client
 * retries the same call with the user's answer and the state. The state is checked and spent before the call runs (a forged,
 * expired, replayed or foreign one is refused with -32602), and an answer counts only for the
 * question the state was minted for. Nothing lives in this process between the rounds, so any
 * replica serves any round.
 *
 * After the user accepted to connect, the retry waits up to `connectWaitMs` for the account to
 * become usable (the spec lets the server block there): clients retry as soon as the browser
 * opened, before the user has consented.
 */
export async function mrtrAsk(
  context: McpEndpointContext,
  call: CallBinding,
  round: MrtrRound,
): Promise<UserAsk<InputRequiredResult>> {
  const { states } = context.core.services;
  let answered: { kind: AskKind; issuedAt: number } | undefined;
  if (round.requestState !== undefined) {
    const check = await checkRequestState(states, round.requestState, call);
    if (!check.ok) {
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, requestStateRefusal(check.reason), {
        reason: check.reason,
      });
    }
    answered = { kind: check.kind, issuedAt: check.issuedAt };
  }
  /** The user's answer to the question the state was minted for, if this retry carries it. */
  const answerTo = (kind: AskKind) => {
    if (answered?.kind !== kind) return undefined;
    const answer = inputResponse(round.inputResponses, kind);
    return answer.kind === 'elicit' ? answer : undefined;
  };
  let waited = false;
  return {
    modes: round.modes,
    cannotApprove(refusal) {
      // basic/index "_meta": a request that needs a capability the client did not declare is
      // answered -32021 (HTTP 400) naming it.
      throw new MissingRequiredClientCapabilityError(
        { requiredCapabilities: { elicitation: { form: {} } } },
        refusal,
      );
    },
    async approve(tool, message) {
      const action = answerTo('approve')?.action;
      if (action !== undefined) {
        answered = undefined;
        if (action === 'accept') return 'approved';
        return action === 'decline' ? 'declined' : 'dismissed';
      }
      return inputRequired({
        inputRequests: {
          approve: inputRequired.elicit({
            mode: 'form',
            message,
            requestedSchema: { type: 'object', properties: {} },
          }),
        },
        requestState: await mintRequestState(states, 'approve', call, tool.connector),
      });
    },
    async chooseAccount(tool, accounts, message) {
      const answer = answerTo('choose');
      if (answer !== undefined) {
        answered = undefined;
        return readChoice(accounts, answer.action, answer.content);
      }
      return inputRequired({
        inputRequests: {
          choose: inputRequired.elicit({
            mode: 'form',
            message,
            requestedSchema: choiceForm(tool, accounts),
          }),
        },
        requestState: await mintRequestState(states, 'choose', call, tool.connector),
      });
    },
    async connect(error, prompt) {
      const action = waited ? undefined : answerTo('connect')?.action;
      if (action !== undefined && action !== 'accept') return 'declined';
      if (action === 'accept') {
        waited = true;
        const since = answered?.issuedAt ?? Date.now();
        if (await connectedWithin(context, call.user, error, since, round.signal)) {
          return 'connected';
        }
      }
      return inputRequired({
        inputRequests: {
          connect: inputRequired.elicitUrl({
            url: prompt.url,
            message: prompt.message,
          }),
        },
        requestState: await mintRequestState(states, 'connect', call, error.connector),
      });
    },
  };
}

/**
 * Whether the account `error` asked for becomes usable within `connectWaitMs` (or the client
 * leaves), through the watch of "connect to continue" (src/mcp/connect/connect-watch.ts), which
 * sees a verify on any replica.
 */
function connectedWithin(
  context: McpEndpointContext,
  user: SessionUser,
  error: ToolAuthorizationError,
  since: number,
  signal: AbortSignal,
): Promise<boolean> {
  const { services } = context.core;
  const waitMs = context.settings.connectWaitMs;
  if (waitMs === 0 || signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = (connected: boolean) => {
      clearTimeout(timer);
      stop();
      signal.removeEventListener('abort', leave);
      resolve(connected);
    };
    const leave = () => finish(false);
    const timer = setTimeout(leave, waitMs);
    const stop = watchConnect({
      user,
      connector: error.connector,
      reason: error.reason,
      accounts: services.accounts,
      connected: services.connected,
      pollMs: Math.min(context.settings.connectPollMs, waitMs),
      ttlMs: waitMs,
      since,
      onConnected: () => finish(true),
    });
    signal.addEventListener('abort', leave, { once: true });
  });
}
