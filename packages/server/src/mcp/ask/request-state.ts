import type { ConnectorId } from '@plugboard/schema';
import type { SignedState, StateRejection } from '../../accounts/signed-state.ts';
import { encodeBase64url } from '../../common/base64url.ts';
import { type SessionUser, sessionSubject } from '../../common/session-user.ts';

/** What an `input_required` answer asked the user: allow a write, connect, or choose an account. */
export type AskKind = 'approve' | 'connect' | 'choose';

/** The call a `requestState` belongs to: its caller, its tool and its arguments. */
export interface CallBinding {
  user: SessionUser;
  tool: string;
  args: Record<string, unknown>;
}

export type RequestStateCheck =
  | { ok: true; kind: AskKind; connector: ConnectorId; issuedAt: number }
  | { ok: false; reason: StateRejection };

const KINDS: readonly AskKind[] = ['approve', 'connect', 'choose'];

/** JSON with every object's keys sorted, so equal arguments digest alike whatever their order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, each]) => each !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${canonicalJson(each)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

async function argsDigest(args: Record<string, unknown>): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalJson(args));
  return encodeBase64url(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
}

/**
 * The subject a request state is signed for: the kind of question, the tool, a digest of the
 * arguments and the caller. Like a connect capability (src/bff/routes/mcp-connect-capability.ts), the
 * prefix keeps it apart from a connect `state` and a capability; the signer stores only its MAC,
 * so neither the arguments nor the caller travel in the clear.
 */
async function stateSubject(kind: AskKind, call: CallBinding): Promise<string> {
  return `mcp-request-state\n${kind}\n${call.tool}\n${await argsDigest(call.args)}\n${sessionSubject(call.user)}`;
}

/**
 * The `requestState` of an `input_required` answer: a signed state of the BFF (src/accounts/signed-state.ts: the client secret's key,
 * the handler's state TTL, the shared used-nonce store), bound to the caller, the tool and its
 * arguments, so a client can neither forge it, nor replay it, nor carry it to another call.
 * Every replica checks it alike: it needs nothing but the secret and the used-nonce store.
 */
export function mintRequestState(
  states: SignedState,
  kind: AskKind,
  call: CallBinding,
  connector: ConnectorId,
): Promise<string> {
  return stateSubject(kind, call).then((subject) => states.mint(subject, connector));
}

/**
 * Checks and spends a retried call's `requestState`: its signature, its expiry, that it belongs
 * to this caller, tool and arguments (as either kind of question), and that it was not used
 * before. A state bound to another call is refused before it is spent.
 */
export async function checkRequestState(
  states: SignedState,
  state: string,
  call: CallBinding,
): Promise<RequestStateCheck> {
  let rejection: StateRejection = 'other-session';
  for (const kind of KINDS) {
    const check = await states.check(state, await stateSubject(kind, call));
    if (check.ok) {
      return { ok: true, kind, connector: check.connector, issuedAt: check.issuedAt };
    }
    rejection = check.reason;
    if (check.reason !== 'other-session') break;
  }
  return { ok: false, reason: rejection };
}

/** What a client is told when its `requestState` is refused: what went wrong and what to do. */
export function requestStateRefusal(reason: StateRejection): string {
  switch (reason) {
    case 'malformed':
    case 'forged':
      return 'The requestState was not issued by this server or was changed: echo the requestState of the input_required result unchanged, or call the tool again without it.';
    case 'expired':
      return 'The requestState expired: call the tool again without it, and the user is asked again.';
    case 'other-session':
      return 'The requestState belongs to another call (another user, tool or arguments): retry the call it came with, with the same arguments.';
    case 'replayed':
      return 'The requestState was already used: each answers one retry. Call the tool again without it.';
  }
}
