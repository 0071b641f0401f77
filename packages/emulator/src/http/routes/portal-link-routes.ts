import { Router } from 'express';
import type { PortalLinkService } from '../../services/portal-links.ts';

/** docs/internals/upstream-api.md §4.7: PUT /api/v1/organizations/{id}/portal_links. */
export function portalLinkRoutes(deps: { portalLinks: PortalLinkService }): Router {
  const { portalLinks } = deps;
  const router = Router();
  router.put('/organizations/:id/portal_links', async (req, res) => {
    res.json({ link: await portalLinks.create(req.params.id) });
  });
  return router;
}
