import { CONNECTORS } from '@plugboard/schema';
import type { SignedState } from '../../accounts/signed-state.ts';
import type { ToolAuthorizationError } from '../../accounts/tool-authorization-error.ts';
import { mintConnectCapability } from '../../bff/routes/mcp-connect-capability.ts';
import type { SessionUser } from '../../common/session-user.ts';

/** A "connect to continue" for one refused call: the URL to open and what to tell the user. */
export interface ConnectPrompt {
  url: string;
  message: string;
}

/** What the user is asked to do, by reason (the reasons of @plugboard/server/ai). */
function promptMessage(error: ToolAuthorizationError): string {
  const name = CONNECTORS[error.connector].name;
  switch (error.reason) {
    case 'not_connected':
      return `Connect your ${name} account to continue.`;
    case 'expired':
      return `Your ${name} connection expired. Reconnect it to continue.`;
    case 'pending':
      return `Finish connecting your ${name} account to continue.`;
    case 'missing_scope':
      return `Your ${name} connection lacks a permission this tool needs${error.missingScopes ? ` (${error.missingScopes.join(', ')})` : ''}. Reconnect it and grant it to continue.`;
    default:
      return `Your ${name} connection no longer works. Reconnect it to continue.`;
  }
}

/**
 * The URL on the host's origin that starts connecting `error.connector` for `user`:
 * `<connectBaseUrl>/mcp/connect/<capability>`, the capability signed, bound to this user,
 * short-lived and single use (src/routes/mcp-connect-capability.ts), so the URL is useless to
 * anyone else and soon to everyone.
 */
export async function connectPrompt(
  error: ToolAuthorizationError,
  user: SessionUser,
  states: SignedState,
  connectBaseUrl: string,
): Promise<ConnectPrompt> {
  const capability = await mintConnectCapability(states, user, error.connector);
  return {
    url: `${connectBaseUrl}/mcp/connect/${encodeURIComponent(capability)}`,
    message: promptMessage(error),
  };
}
