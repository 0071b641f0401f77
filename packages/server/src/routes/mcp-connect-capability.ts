import type { ConnectorId } from '@plugboard/schema';
import { type SessionUser, sessionSubject } from '../handler/session-user.ts';
import type { SignedState } from '../state/signed-state.ts';

/**
 * The capability in a "connect to continue" URL of the MCP endpoint is a signed state (the same
 * signer, expiry and single-use store as the connect flow's `state`) bound to this subject. The
 * prefix keeps the two apart: a capability is no `state` for POST /verify, and a `state` opens no
 * connect route, because each is bound to a different subject.
 */
function capabilitySubject(user: SessionUser): string {
  return `mcp-connect\n${sessionSubject(user)}`;
}

/** A capability for `user` to start connecting `connector`: signed, short-lived, single use. */
export function mintConnectCapability(
  states: SignedState,
  user: SessionUser,
  connector: ConnectorId,
): Promise<string> {
  return states.mint(capabilitySubject(user), connector);
}

/** Checks and spends `capability` for the browser's session user. */
export function spendConnectCapability(states: SignedState, capability: string, user: SessionUser) {
  return states.check(capability, capabilitySubject(user));
}
