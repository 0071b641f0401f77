import { Router } from 'express';
import { z } from 'zod';
import {
  createMembershipRequestSchema,
  updateMembershipRequestSchema,
} from '../../contract/membership.ts';
import type { MembershipService } from '../../services/memberships.ts';
import type { UserService } from '../../services/users.ts';
import { parseInput } from '../parse-input.ts';

/** docs/internals/upstream-api.md §4.6 DELETE: the optional cascade flag (section 3), as a query parameter. */
export const deleteMembershipQuerySchema = z.object({
  cascade: z
    .enum(['true', 'false'], 'cascade is true or false')
    .transform((flag) => flag === 'true')
    .default(false),
});

/**
 * docs/internals/upstream-api.md §4.6, where `{id}` is a user id or an external id; POST adds an existing user
 * (docs/internals/upstream-api.md §"Beyond the spec"). Each change answers the user as it now is.
 */
export function membershipRoutes(deps: {
  users: UserService;
  memberships: MembershipService;
}): Router {
  const { users, memberships } = deps;
  const router = Router();
  const path = '/memberships/organizations/:organization_id/users/:id';

  router.post(path, async (req, res) => {
    const request = parseInput(createMembershipRequestSchema, req.body, 'body');
    const userId = await users.idOf(req.params.id);
    await memberships.add(req.params.organization_id, userId, request);
    res.status(201).json({ user: await users.get(userId) });
  });

  router.patch(path, async (req, res) => {
    const request = parseInput(updateMembershipRequestSchema, req.body, 'body');
    const userId = await users.idOf(req.params.id);
    await memberships.update(req.params.organization_id, userId, request);
    res.json({ user: await users.get(userId) });
  });

  router.delete(path, async (req, res) => {
    const { cascade } = parseInput(deleteMembershipQuerySchema, req.query, 'query');
    const userId = await users.idOf(req.params.id);
    await memberships.remove(req.params.organization_id, userId, cascade);
    res.json({});
  });

  return router;
}
