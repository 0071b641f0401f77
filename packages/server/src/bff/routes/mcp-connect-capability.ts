import type { ConnectorId } from '@plugboard/schema';
import type { SignedState } from '../../accounts/signed-state.ts';
import { type SessionUser, sessionSubject } from '../../common/session-user.ts';
import { maskedIdentifier } from '../../mcp/connect-link/masked-identifier.ts';

/**
 * The capability in a "connect to continue" URL of the MCP endpoint is a signed state (the same
 * signer, expiry and single-use store as the connect flow's `state`) bound to this subject. The
 * prefix keeps the two apart: a capability is no `state` for POST /verify, and a `state` opens no
 * connect route, because each is bound to a different subject.
 */
function capabilitySubject(user: SessionUser): string {
  return `mcp-connect\n${sessionSubject(user)}`;
}

/**
 * A capability for `user` to start connecting `connector`: signed, short-lived, single use. It
 * carries the user's identifier masked and their organization's name, so a browser signed in as
 * someone else can be told whose link it is without learning who that is.
 */
export function mintConnectCapability(
  states: SignedState,
  user: SessionUser,
  connector: ConnectorId,
): Promise<string> {
  return states.mint(capabilitySubject(user), connector, undefined, {
    u: maskedIdentifier(user.identifier),
    ...(user.organizationName !== undefined && { o: user.organizationName }),
  });
}

/** What a capability says before a session is known: nothing is checked against a user or spent. */
export function inspectConnectCapability(states: SignedState, capability: string) {
  return states.inspect(capability);
}

/** Checks and spends `capability` for the browser's session user. */
export function spendConnectCapability(states: SignedState, capability: string, user: SessionUser) {
  return states.check(capability, capabilitySubject(user));
}
