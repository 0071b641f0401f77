import { Router } from 'express';
import { z } from 'zod';
import { createRoleRequestSchema, roleIncludeSchema } from '../../contract/role.ts';
import type { RoleService } from '../../services/roles.ts';
import { parseInput } from '../parse-input.ts';

/** docs/internals/upstream-api.md §4.8: `include` is the one query parameter of role listing. */
export const roleListQuerySchema = z.object({ include: roleIncludeSchema.optional() });

/**
 * docs/internals/upstream-api.md §4.8: organization role listing; environment role listing and role creation are the
 * smallest extension of it (docs/internals/emulator.md §"Beyond the spec").
 */
export function roleRoutes(deps: { roles: RoleService }): Router {
  const { roles } = deps;
  const router = Router();

  router.get('/organizations/:org_id/roles', async (req, res) => {
    const { include } = parseInput(roleListQuerySchema, req.query, 'query');
    res.json({ roles: await roles.list(req.params.org_id, include) });
  });

  router.post('/organizations/:org_id/roles', async (req, res) => {
    const request = parseInput(createRoleRequestSchema, req.body, 'body');
    res.status(201).json({ role: await roles.create(req.params.org_id, request) });
  });

  router.get('/roles', async (req, res) => {
    const { include } = parseInput(roleListQuerySchema, req.query, 'query');
    res.json({ roles: await roles.list(null, include) });
  });

  router.post('/roles', async (req, res) => {
    const request = parseInput(createRoleRequestSchema, req.body, 'body');
    res.status(201).json({ role: await roles.create(null, request) });
  });

  return router;
}
