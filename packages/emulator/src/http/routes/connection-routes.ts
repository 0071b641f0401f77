import { Router } from 'express';
import { listConnections } from '../../services/connections.ts';

/** core-api.md 4.3: GET /api/v1/connections. */
export function connectionRoutes(): Router {
  const router = Router();
  router.get('/connections', (_req, res) => {
    res.json({ connections: listConnections() });
  });
  return router;
}
