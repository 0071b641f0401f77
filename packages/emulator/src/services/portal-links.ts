import { addSeconds, type Clock } from '../clock.ts';
import type { PortalLink } from '../contract/portal-link.ts';
import { newId, randomToken } from '../random-token.ts';
import type { StoreWrites } from '../store/memory-store.ts';
import { PORTAL_LINKS, PORTAL_SESSIONS as SESSIONS } from './directory-tables.ts';
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

/** A link as the store keeps it, times in milliseconds since the epoch. */
interface StoredLink {
  id: string;
  token: string;
  organization_id: string;
  expire_time: number;
  accessed_at: number | null;
  session_token: string | null;
  session_expires_at: number | null;
}

export function createPortalLinkService(deps: {
  store: StoreWrites;
  clock: Clock;
  organizations: OrganizationService;
  baseUrl: string;
}): PortalLinkService {
  const { store, clock, organizations, baseUrl } = deps;
  return {
    async create(organizationId) {
      await organizations.get(organizationId);
      const id = newId('lnk_');
      const token = randomToken(32);
      const expireTime = addSeconds(clock.now(), PORTAL_LINK_TTL_SECONDS);
      const link: StoredLink = {
        id,
        token,
        organization_id: organizationId,
        expire_time: expireTime.getTime(),
        accessed_at: null,
        session_token: null,
        session_expires_at: null,
      };
      store.put(PORTAL_LINKS, token, link);
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
      const link = store.get<StoredLink>(PORTAL_LINKS, linkToken);
      if (link === undefined) return { kind: 'unknown' };
      if (link.accessed_at !== null) return { kind: 'used' };
      if (link.expire_time <= now.getTime()) return { kind: 'expired' };
      store.put(PORTAL_LINKS, linkToken, {
        ...link,
        accessed_at: now.getTime(),
        session_token: sessionToken,
        session_expires_at: expiresAt.getTime(),
      });
      store.put(SESSIONS, sessionToken, linkToken);
      return { kind: 'session', sessionToken, expiresAt };
    },

    async session(sessionToken) {
      const linkToken = store.get<string>(SESSIONS, sessionToken);
      const found =
        linkToken === undefined ? undefined : store.get<StoredLink>(PORTAL_LINKS, linkToken);
      if (found?.session_expires_at == null || found.session_expires_at <= clock.now().getTime()) {
        return undefined;
      }
      return {
        organizationId: found.organization_id,
        expiresAt: new Date(found.session_expires_at),
      };
    },
  };
}
