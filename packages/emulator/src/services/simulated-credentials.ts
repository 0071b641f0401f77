import { type AuthorizationDetails, CONNECTORS, type ConnectorId } from '@plugboard/schema';
import { randomToken } from '../random-token.ts';

/** How long the simulated third-party access token lives (the brief's 1 hour). */
export const SIMULATED_TOKEN_TTL_SECONDS = 3600;

/**
 * The credentials the "third party" grants when the user allows access: an OAuth token pair for
 * OAuth connectors, a static secret for API-key and bearer connectors (connector-tools.md 5).
 */
export function simulatedCredentials(connector: ConnectorId): AuthorizationDetails {
  if (CONNECTORS[connector].authorization_type === 'OAUTH') {
    return {
      oauth_token: {
        access_token: `sim_at_${randomToken()}`,
        refresh_token: `sim_rt_${randomToken()}`,
        scopes: [`${connector}.read`, `${connector}.write`],
      },
    };
  }
  return { static_auth: { details: { token: `sim_key_${randomToken()}` } } };
}
