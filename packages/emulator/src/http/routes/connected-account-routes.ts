import {
  accountSelectorSchema,
  createConnectedAccountRequestSchema,
  magicLinkRequestSchema,
  userVerifyRequestSchema,
} from '@plugboard/schema/upstream';
import { Router } from 'express';
import { updateConnectedAccountRequestSchema } from '../../contract/connected-account.ts';
import type { AuthRequestService } from '../../services/auth-requests.ts';
import {
  accountListQuerySchema,
  accountSearchQuerySchema,
  type ConnectedAccountService,
  toDetails,
  toFullForm,
} from '../../services/connected-accounts.ts';
import { parseInput } from '../parse-input.ts';

/** docs/internals/upstream-api.md §4.2: the connected-account routes under /api/v1. */
export function connectedAccountRoutes(deps: {
  accounts: ConnectedAccountService;
  authRequests: AuthRequestService;
}): Router {
  const { accounts, authRequests } = deps;
  const router = Router();

  router.get('/connected_accounts', async (req, res) => {
    const query = parseInput(accountListQuerySchema, req.query, 'query');
    res.json(await accounts.list(query));
  });

  // The colon is part of the path (a custom method), so it is escaped from Express's parameter syntax.
  router.get('/connected_accounts\\:search', async (req, res) => {
    const query = parseInput(accountSearchQuerySchema, req.query, 'query');
    res.json(await accounts.search(query));
  });

  router.post('/connected_accounts', async (req, res) => {
    const request = parseInput(createConnectedAccountRequestSchema, req.body, 'body');
    res.status(201).json({ connected_account: toFullForm(await accounts.create(request)) });
  });

  router.put('/connected_accounts', async (req, res) => {
    const request = parseInput(updateConnectedAccountRequestSchema, req.body, 'body');
    res.json({ connected_account: toFullForm(await accounts.update(request)) });
  });

  router.get('/connected_accounts/auth', async (req, res) => {
    const selector = parseInput(accountSelectorSchema, req.query, 'query');
    res.json({ connected_account: toFullForm(await accounts.get(selector)) });
  });

  // The hosted service's metadata read (docs/internals/upstream-api.md §"Beyond the spec"): no credentials.
  router.get('/connected_accounts/details', async (req, res) => {
    const selector = parseInput(accountSelectorSchema, req.query, 'query');
    res.json({ connected_account: toDetails(await accounts.get(selector)) });
  });

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
