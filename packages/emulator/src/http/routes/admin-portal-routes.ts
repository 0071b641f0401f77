import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { organizationFeatureNameSchema } from '../../contract/organization.ts';
import type { ConnectionService } from '../../services/connections.ts';
import type { OrganizationService } from '../../services/organizations.ts';
import {
  PORTAL_SESSION_TTL_SECONDS,
  type PortalLinkService,
  type PortalSession,
} from '../../services/portal-links.ts';
import { adminPortalPage } from '../pages/admin-portal-page.ts';
import { messagePage } from '../pages/message-page.ts';

/** The session cookie: first-party, HTTP only, sent back only to the portal's own pages. */
const SESSION_COOKIE = 'plugboard_portal';

const featureFormSchema = z.object({
  feature: organizationFeatureNameSchema,
  enabled: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

/** Why a portal link cannot be used, as an HTML status and page: a person reads these. */
const LINK_PROBLEMS = {
  unknown: [404, 'Link not found', 'This admin portal link does not exist.'],
  expired: [410, 'Link expired', 'Admin portal links are valid for one minute. Ask for a new one.'],
  used: [410, 'Link already used', 'Admin portal links work once. Ask for a new one.'],
} as const;

/**
 * The admin portal (docs/internals/upstream-api.md §3 and §8): a link's first access within its minute opens a 6-hour
 * session on the organization's SSO and directory-sync settings; any later access is refused.
 */
export function adminPortalRoutes(deps: {
  portalLinks: PortalLinkService;
  organizations: OrganizationService;
  connections: ConnectionService;
}): Router {
  const { portalLinks, organizations, connections } = deps;
  const router = Router();

  async function session(req: Request, res: Response): Promise<PortalSession | undefined> {
    const token = readCookie(req, SESSION_COOKIE);
    const found = token === undefined ? undefined : await portalLinks.session(token);
    if (found === undefined) {
      res
        .status(401)
        .type('html')
        .send(messagePage('Session ended', 'Open a new admin portal link to continue.'));
    }
    return found;
  }

  router.get('/portal', async (req, res) => {
    const current = await session(req, res);
    if (current === undefined) return;
    res.type('html').send(
      adminPortalPage({
        organization: await organizations.get(current.organizationId),
        connections: await connections.list(current.organizationId),
        sessionEnds: current.expiresAt,
      }),
    );
  });

  router.post('/portal', async (req, res) => {
    const current = await session(req, res);
    if (current === undefined) return;
    const form = featureFormSchema.safeParse(req.body ?? {});
    if (!form.success) {
      res
        .status(400)
        .type('html')
        .send(messagePage('Choose a setting', 'Use the buttons on the admin portal page.'));
      return;
    }
    await organizations.updateSettings(current.organizationId, {
      features: [{ name: form.data.feature, enabled: form.data.enabled }],
    });
    res.redirect(303, '/portal');
  });

  router.get('/portal/:token', async (req, res) => {
    const opened = await portalLinks.open(req.params.token);
    if (opened.kind !== 'session') {
      const [status, title, message] = LINK_PROBLEMS[opened.kind];
      res.status(status).type('html').send(messagePage(title, message));
      return;
    }
    res.cookie(SESSION_COOKIE, opened.sessionToken, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/portal',
      maxAge: PORTAL_SESSION_TTL_SECONDS * 1000,
    });
    res.redirect(303, '/portal');
  });

  return router;
}

/** One cookie's value from the request's Cookie header (session tokens are base64url, unescaped). */
function readCookie(req: Request, name: string): string | undefined {
  for (const pair of (req.get('cookie') ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
