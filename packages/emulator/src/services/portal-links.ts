import { addSeconds, type Clock } from '../clock.ts';
import type { PortalLink } from '../contract/portal-link.ts';
import type { Queryable } from '../db/queryable.ts';
import { newId, randomToken } from '../random-token.ts';
import type { OrganizationService } from './organizations.ts';

/** docs/internals/upstream-api.md §8: an admin-portal link is valid 1 minute. */
export const PORTAL_LINK_TTL_SECONDS = 60;
/** docs/internals/upstream-api.md §8: the session its first access opens lasts 6 hours. */
export const PORTAL_SESSION_TTL_SECONDS = 6 * 3600;

/** What opening a link gives: a new session, or why there is none. */
export type PortalOpening =
  | { kind: 'session'; sessionToken: string; expiresAt: Date }
  | { kind: 'unknown' }
  | { kind: 'expired' }
  | { kind: 'used' };

export interface PortalSession {
  organizationId: string;
  expiresAt: Date;
}

export interface PortalLinkService {
  /** docs/internals/upstream-api.md §4.7 PUT portal_links: a new single-use link; 404 for an unknown organization. */
  create(organizationId: string): Promise<PortalLink>;
  /** docs/internals/upstream-api.md §3: the first access within the minute opens the session; any other is refused. */
  open(linkToken: string): Promise<PortalOpening>;
  /** The live session `sessionToken` names; undefined once it has ended. */
  session(sessionToken: string): Promise<PortalSession | undefined>;
}

export function createPortalLinkService(deps: {
  db: Queryable;
  clock: Clock;
  organizations: OrganizationService;
  baseUrl: string;
}): PortalLinkService {
  const { db, clock, organizations, baseUrl } = deps;
  return {
    async create(organizationId) {
      await organizations.get(organizationId);
      const id = newId('lnk_');
      const token = randomToken(32);
      const expireTime = addSeconds(clock.now(), PORTAL_LINK_TTL_SECONDS);
      await db.query(
        'INSERT INTO portal_links (id, token, organization_id, expire_time) VALUES ($1, $2, $3, $4)',
        [id, token, organizationId, expireTime],
      );
      return {
        id,
        location: `${baseUrl}/portal/${token}`,
        expire_time: expireTime.toISOString(),
      };
    },

    async open(linkToken) {
      const now = clock.now();
      const sessionToken = randomToken(32);
      const expiresAt = addSeconds(now, PORTAL_SESSION_TTL_SECONDS);
      // The guard on accessed_at makes a second access lose, even when two arrive together.
      const opened = await db.query(
        `UPDATE portal_links SET accessed_at = $2, session_token = $3, session_expires_at = $4
         WHERE token = $1 AND accessed_at IS NULL AND expire_time > $2`,
        [linkToken, now, sessionToken, expiresAt],
      );
      if (opened.affectedRows === 1) return { kind: 'session', sessionToken, expiresAt };
      const { rows } = await db.query<{ accessed_at: Date | null }>(
        'SELECT accessed_at FROM portal_links WHERE token = $1',
        [linkToken],
      );
      const link = rows[0];
      if (link === undefined) return { kind: 'unknown' };
      return link.accessed_at === null ? { kind: 'expired' } : { kind: 'used' };
    },

    async session(sessionToken) {
      const { rows } = await db.query<{ organization_id: string; session_expires_at: Date }>(
        `SELECT organization_id, session_expires_at FROM portal_links
         WHERE session_token = $1 AND session_expires_at > $2`,
        [sessionToken, clock.now()],
      );
      const found = rows[0];
      return found === undefined
        ? undefined
        : { organizationId: found.organization_id, expiresAt: found.session_expires_at };
    },
  };
}
