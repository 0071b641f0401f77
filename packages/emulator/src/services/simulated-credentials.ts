import { CONNECTORS, type ConnectorId } from '@plugboard/schema';
import { VIDEO_GRANTED_SCOPES } from '../connectors/video/index.ts';
import { TOP_PLAN } from '../connectors/websearch/index.ts';
import type { AuthorizationDetails } from '../contract/connected-account.ts';
import { randomToken } from '../random-token.ts';

/** How long the simulated third-party access token lives (the brief's 1 hour). */
export const SIMULATED_TOKEN_TTL_SECONDS = 3600;

/**
 * The scopes the consent grants: the video platform's own (docs/connectors.md §4.4 tags each video
 * tool with the scope it needs, video/scopes.ts), `<connector>.read` and `.write` elsewhere.
 */
const GRANTED_SCOPES: Partial<Record<ConnectorId, readonly string[]>> = {
  video: VIDEO_GRANTED_SCOPES,
};

/**
 * What a granted key carries beside itself: the web search key is on the plan that runs every
 * tool (docs/connectors.md §4.5 tiers; websearch/plans.ts), so a connected account can try them all.
 */
const KEY_DETAILS: Partial<Record<ConnectorId, Readonly<Record<string, unknown>>>> = {
  websearch: { plan: TOP_PLAN },
};

/**
 * The credentials the "third party" grants when the user allows access: an OAuth token pair for
 * OAuth connectors, a static secret for API-key and bearer connectors (docs/connectors.md §5).
 */
export function simulatedCredentials(connector: ConnectorId): AuthorizationDetails {
  if (CONNECTORS[connector].authorization_type === 'OAUTH') {
    return {
      oauth_token: {
        access_token: `sim_at_${randomToken()}`,
        refresh_token: `sim_rt_${randomToken()}`,
        scopes: [...(GRANTED_SCOPES[connector] ?? [`${connector}.read`, `${connector}.write`])],
      },
    };
  }
  return {
    static_auth: { details: { token: `sim_key_${randomToken()}`, ...KEY_DETAILS[connector] } },
  };
}
