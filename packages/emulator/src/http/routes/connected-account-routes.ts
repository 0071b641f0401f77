import {
  accountSelectorSchema,
  createConnectedAccountRequestSchema,
  magicLinkRequestSchema,
  userVerifyRequestSchema,
} from '@plugboard/schema';
import { Router } from 'express';
import type { AuthRequestService } from '../../services/auth-requests.ts';
import {
  type ConnectedAccountService,
  listConnectedAccountsQuerySchema,
  toFullForm,
} from '../../services/connected-accounts.ts';
import { parseInput } from '../parse-input.ts';

/** core-api.md 4.2: the connected-account routes under /api/v1. */
export function connectedAccountRoutes(deps: {
  accounts: ConnectedAccountService;
  authRequests: AuthRequestService;
}): Router {
  const { accounts, authRequests } = deps;
  const router = Router();

  router.get('/connected_accounts', async (req, res) => {
    const query = parseInput(listConnectedAccountsQuerySchema, req.query, 'query');
    res.json(await accounts.list(query));
  });

  router.post('/connected_accounts', async (req, res) => {
    const request = parseInput(createConnectedAccountRequestSchema, req.body, 'body');
    res.status(201).json({ connected_account: toFullForm(await accounts.create(request)) });
  });

  router.get('/connected_accounts/auth', async (req, res) => {
    const selector = parseInput(accountSelectorSchema, req.query, 'query');
    res.json({ connected_account: toFullForm(await accounts.get(selector)) });
  });

  // The colon is part of the path (a custom method), so it is escaped from Express's parameter syntax.
  router.post('/connected_accounts\\:delete', async (req, res) => {
    await accounts.delete(parseInput(accountSelectorSchema, req.body, 'body'));
    res.json({});
  });

  router.post('/connected_accounts/magic_link', async (req, res) => {
    const request = parseInput(magicLinkRequestSchema, req.body, 'body');
    res.json(await authRequests.createLink(request));
  });

  router.post('/connected_accounts/user/verify', async (req, res) => {
    const request = parseInput(userVerifyRequestSchema, req.body, 'body');
    res.json(await authRequests.verify(request));
  });

  return router;
}
