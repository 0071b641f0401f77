import { Router } from 'express';
import { createUserRequestSchema, updateUserRequestSchema } from '../../contract/user.ts';
import {
  ORGANIZATION_USER_LIST_PAGE,
  pageQuerySchemaFor,
  USER_LIST_PAGE,
} from '../../services/pagination.ts';
import type { UserService } from '../../services/users.ts';
import { parseInput } from '../parse-input.ts';

/** GET /api/v1/organizations/{organization_id}/users: `page_size` 1 to 100 (400 beyond), default 50. */
export const organizationUserListQuerySchema = pageQuerySchemaFor(ORGANIZATION_USER_LIST_PAGE);

/** GET /api/v1/users: `page_size` 10 to 100 (closer ones move to the bound), default 10. */
export const userListQuerySchema = pageQuerySchemaFor(USER_LIST_PAGE);

/** The user routes the hosted service publishes (docs/internals/upstream-api.md §"Beyond the spec"). */
export function userRoutes(deps: { users: UserService }): Router {
  const { users } = deps;
  const router = Router();

  router.post('/organizations/:organization_id/users', async (req, res) => {
    const request = parseInput(createUserRequestSchema, req.body, 'body');
    res.status(201).json({ user: await users.create(req.params.organization_id, request) });
  });

  router.get('/organizations/:organization_id/users', async (req, res) => {
    const query = parseInput(organizationUserListQuerySchema, req.query, 'query');
    res.json(await users.list(query, req.params.organization_id));
  });

  router.get('/users', async (req, res) => {
    res.json(await users.list(parseInput(userListQuerySchema, req.query, 'query')));
  });

  router.get('/users/:id', async (req, res) => {
    res.json({ user: await users.get(req.params.id) });
  });

  router.patch('/users/:id', async (req, res) => {
    const request = parseInput(updateUserRequestSchema, req.body, 'body');
    res.json({ user: await users.update(req.params.id, request) });
  });

  router.delete('/users/:id', async (req, res) => {
    await users.delete(req.params.id);
    res.json({});
  });

  return router;
}
