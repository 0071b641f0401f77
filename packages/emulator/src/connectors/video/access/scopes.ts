import { getTool, type ToolName, type VideoScope } from '@plugboard/schema';
import type { SimulationContext } from '../../simulator.ts';
import { insufficientPermissions } from '../errors.ts';

const AUTH = 'https://www.googleapis.com/auth';

/**
 * docs/connectors.md §4.4 scope tags as the platform's OAuth scopes: [full] `youtube`, [ro]
 * `youtube.readonly`, [ssl] `youtube.force-ssl`.
 *
 * @example
 * VIDEO_SCOPES.ro; // 'https://www.googleapis.com/auth/youtube.readonly'
 */
export const VIDEO_SCOPES = {
  full: `${AUTH}/youtube`,
  ro: `${AUTH}/youtube.readonly`,
  ssl: `${AUTH}/youtube.force-ssl`,
} as const satisfies Record<VideoScope, string>;

/** What the emulator's consent grants a video account: every scope a video tool can need. */
export const VIDEO_GRANTED_SCOPES: readonly string[] = [
  VIDEO_SCOPES.full,
  VIDEO_SCOPES.ro,
  VIDEO_SCOPES.ssl,
];

/*
 * Which granted scope satisfies which tag. force-ssl is full access over SSL (the platform's
 * consent reads "see, edit and permanently delete your videos, ratings, comments and captions"),
 * so it satisfies [full] too, and either full scope satisfies [ro].
 */
const SATISFIED_BY: Readonly<Record<VideoScope, readonly string[]>> = {
  ro: [VIDEO_SCOPES.ro, VIDEO_SCOPES.full, VIDEO_SCOPES.ssl],
  full: [VIDEO_SCOPES.full, VIDEO_SCOPES.ssl],
  ssl: [VIDEO_SCOPES.ssl],
};

/**
 * The scopes the account's token carries; undefined when its credentials name none (an account
 * created through the API with a bare access token), which the emulator reads as "everything".
 */
function grantedScopes(account: SimulationContext['account']): readonly string[] | undefined {
  const details = account.authorization_details;
  return details !== null && 'oauth_token' in details ? details.oauth_token.scopes : undefined;
}

/**
 * docs/connectors.md §4.4: a tool tagged with scopes runs only with a token that satisfies every
 * tag ([full + ssl] needs both); otherwise 403 `insufficientPermissions`.
 */
export function checkScopes(tool: ToolName, account: SimulationContext['account']): void {
  const granted = grantedScopes(account);
  const tags: readonly VideoScope[] = getTool(tool)?.scopes ?? [];
  if (granted === undefined) return;
  const missing = tags.filter((tag) => !SATISFIED_BY[tag].some((scope) => granted.includes(scope)));
  if (missing.length === 0) return;
  const needs = missing.map((tag) => SATISFIED_BY[tag].join(' or ')).join(', and ');
  throw insufficientPermissions(
    `Request had insufficient authentication scopes. ${tool} needs ${needs}; reconnect the account granting it.`,
  );
}
