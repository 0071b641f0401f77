import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { type RequestId, UrlElicitationRequiredError } from '@modelcontextprotocol/sdk/types.js';
import type { ActivityClient } from '@plugboard/schema';
import type { SessionUser } from '../../common/session-user.ts';
import { choiceForm, readChoice } from '../accounts/account-choice.ts';
import { watchConnect } from '../connect/connect-watch.ts';
import type { McpEndpointContext } from '../mcp-endpoint-context.ts';
import { errorResult } from '../tools/tool-result.ts';
import { elicitationModesOf, type UserAsk } from './user-ask.ts';

/** The 2025-11-25 session a call runs in: its user, its MCP server (to ask the client), its watches. */
export interface CallSession {
  user: SessionUser;
  server: Server;
  client: () => ActivityClient | undefined;
  /** Stops for the session's pending connect watches, run when the session closes. */
  watches: Set<() => void>;
}

/**
 * Asking on a 2025-11-25 session: the server sends the client an elicitation request on the
 * stream of the call (`relatedRequestId`): a form to allow a write, or to choose an account.
 * "Connect to continue" is the protocol's error -32042 with the connect URL and an elicitation
 * id, and the notification that completes it once the account is usable (watched in this
 * process, so the session needs affinity to its replica).
 */
export function sessionAsk(
  context: McpEndpointContext,
  session: CallSession,
  relatedRequestId: RequestId,
): UserAsk<never> {
  return {
    modes: elicitationModesOf(session.server.getClientCapabilities()?.elicitation),
    cannotApprove: (refusal) => errorResult(refusal),
    async approve(_tool, message) {
      const answer = await session.server.elicitInput(
        { mode: 'form', message, requestedSchema: { type: 'object', properties: {} } },
        { relatedRequestId },
      );
      if (answer.action === 'accept') return 'approved';
      return answer.action === 'decline' ? 'declined' : 'dismissed';
    },
    async chooseAccount(tool, accounts, message) {
      const answer = await session.server.elicitInput(
        { mode: 'form', message, requestedSchema: choiceForm(tool, accounts) },
        { relatedRequestId },
      );
      return readChoice(accounts, answer.action, answer.content);
    },
    async connect(error, prompt) {
      const { services } = context.core;
      const elicitationId = crypto.randomUUID();
      const notify = session.server.createElicitationCompletionNotifier(elicitationId);
      const stop = watchConnect({
        user: session.user,
        connector: error.connector,
        reason: error.reason,
        accounts: services.accounts,
        connected: services.connected,
        pollMs: context.settings.connectPollMs,
        ttlMs: context.connectTtlMs,
        onConnected: () => {
          session.watches.delete(stop);
          notify().catch(() => {});
        },
      });
      session.watches.add(stop);
      throw new UrlElicitationRequiredError(
        [{ mode: 'url', elicitationId, url: prompt.url, message: prompt.message }],
        prompt.message,
      );
    },
  };
}
