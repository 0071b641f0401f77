import { Router } from 'express';
import type { ConnectedAccountService } from '../../services/connected-accounts.ts';
import {
  availableToolListQuerySchema,
  createToolListingService,
  scopedToolListQuerySchema,
  toolListQuerySchema,
} from '../../services/tool-listings.ts';
import { parseInput } from '../parse-input.ts';

/**
 * The tool listings the hosted service publishes beyond the core contract (docs/internals/upstream-api.md,
 * "Beyond the spec"): the catalog, the tools an identifier's accounts can run, and the tools it
 * could be given.
 */
export function toolListingRoutes(deps: { accounts: ConnectedAccountService }): Router {
  const listings = createToolListingService(deps);
  const router = Router();

  router.get('/tools', async (req, res) => {
    res.json(await listings.list(parseInput(toolListQuerySchema, req.query, 'query')));
  });

  router.get('/tools/scoped', async (req, res) => {
    res.json(await listings.scoped(parseInput(scopedToolListQuerySchema, req.query, 'query')));
  });

  router.get('/tools/available', async (req, res) => {
    res.json(
      await listings.available(parseInput(availableToolListQuerySchema, req.query, 'query')),
    );
  });

  return router;
}
