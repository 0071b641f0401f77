import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { CatalogTool, ToolAccount } from '@plugboard/schema';
import type { ToolAuthorizationError } from '../../accounts/tool-authorization-error.ts';
import type { AccountChoice } from '../accounts/account-choice.ts';
import type { ConnectPrompt } from '../connect/connect-to-continue.ts';

/** The elicitation modes a client declared: what it can show its user. */
export interface ElicitationModes {
  form: boolean;
  url: boolean;
}

/** What the user answered to "allow this write?". */
export type Approval = 'approved' | 'declined' | 'dismissed';

/**
 * How a tool call asks its user, one implementation per protocol revision: 2025-11-25 sends
 * server-to-client requests on the session (form elicitation, the -32042 URL elicitation error),
 * 2026-07-28 answers an `input_required` result the client retries with the user's answers
 * (Multi Round-Trip Requests). `Interim` is that answer; the 2025 one never has it.
 * src/mcp/tools/call-tool.ts decides when to ask, the same for both.
 */
export interface UserAsk<Interim> {
  readonly modes: ElicitationModes;
  /**
   * What a write or delete answers when this client cannot show a form (and unconfirmed writes
   * are not allowed): `refusal` says why. 2025-11-25 answers it as an error result; 2026-07-28
   * throws the revision's missing-capability error.
   */
  cannotApprove(refusal: string): CallToolResult;
  /** Asks the user to allow a write or delete described by `message`. */
  approve(tool: CatalogTool, message: string): Promise<Approval | Interim>;
  /**
   * Asks the user which of `accounts` (theirs on `tool`'s connector) the call runs on, with a
   * form (src/mcp/accounts/account-choice.ts); `message` says what for. Only for a client with
   * form elicitation.
   */
  chooseAccount(
    tool: CatalogTool,
    accounts: readonly ToolAccount[],
    message: string,
  ): Promise<AccountChoice | Interim>;
  /**
   * Asks the user to connect (or reconnect) the account the call needs. `'connected'` when the
   * account became usable while asking (the call then runs again), `'declined'` when the user
   * would not open the link.
   */
  connect(
    error: ToolAuthorizationError,
    prompt: ConnectPrompt,
  ): Promise<'connected' | 'declined' | Interim>;
}

/**
 * The modes an `elicitation` capability declares: an empty object means form only (both
 * revisions say so, for clients older than URL mode).
 */
export function elicitationModesOf(
  elicitation: { form?: object; url?: object } | undefined,
): ElicitationModes {
  if (elicitation === undefined) return { form: false, url: false };
  return {
    form: elicitation.form !== undefined || elicitation.url === undefined,
    url: elicitation.url !== undefined,
  };
}
