import { Router } from 'express';
import { z } from 'zod';
import type { ConnectionService } from '../../services/connections.ts';
import { parseInput } from '../parse-input.ts';

/** Narrows the list to one organization's connections (docs/internals/emulator.md §"Beyond the spec"). */
export const connectionListQuerySchema = z.object({
  organization_id: z.string().min(1).optional(),
});

/** docs/internals/upstream-api.md §4.3: GET /api/v1/connections. */
export function connectionRoutes(deps: { connections: ConnectionService }): Router {
  const { connections } = deps;
  const router = Router();
  router.get('/connections', async (req, res) => {
    const { organization_id } = parseInput(connectionListQuerySchema, req.query, 'query');
    res.json({ connections: await connections.list(organization_id) });
  });
  return router;
}
