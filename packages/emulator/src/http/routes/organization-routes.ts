import { Router } from 'express';
import {
  createOrganizationRequestSchema,
  updateOrganizationRequestSchema,
  updateOrganizationSettingsRequestSchema,
} from '../../contract/organization.ts';
import type { OrganizationService } from '../../services/organizations.ts';
import { ORGANIZATION_LIST_PAGE, pageQuerySchemaFor } from '../../services/pagination.ts';
import { parseInput } from '../parse-input.ts';

/** GET /api/v1/organizations: `page_size` 10 to 100 (closer ones move to the bound), default 10. */
export const organizationListQuerySchema = pageQuerySchemaFor(ORGANIZATION_LIST_PAGE);

/** docs/internals/upstream-api.md §4.7: the organization routes under /api/v1. */
export function organizationRoutes(deps: { organizations: OrganizationService }): Router {
  const { organizations } = deps;
  const router = Router();

  router.get('/organizations', async (req, res) => {
    res.json(await organizations.list(parseInput(organizationListQuerySchema, req.query, 'query')));
  });

  router.post('/organizations', async (req, res) => {
    const request = parseInput(createOrganizationRequestSchema, req.body, 'body');
    res.status(201).json({ organization: await organizations.create(request) });
  });

  router.get('/organizations/:id', async (req, res) => {
    res.json({ organization: await organizations.get(req.params.id) });
  });

  router.patch('/organizations/:id', async (req, res) => {
    const request = parseInput(updateOrganizationRequestSchema, req.body, 'body');
    res.json({ organization: await organizations.update(req.params.id, request) });
  });

  router.delete('/organizations/:id', async (req, res) => {
    await organizations.delete(req.params.id);
    res.json({});
  });

  router.patch('/organizations/:id/settings', async (req, res) => {
    const request = parseInput(updateOrganizationSettingsRequestSchema, req.body, 'body');
    res.json({ organization: await organizations.updateSettings(req.params.id, request) });
  });

  return router;
}
