import { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '../http/parse-input.ts';
import type { WebhookControl } from './webhook-control.ts';
import { webhookEndpointInputSchema } from './webhook-endpoints.ts';
import { webhookFaultSchema } from './webhook-faults.ts';

const refreshRequestSchema = z.strictObject({ outcome: z.enum(['succeeded', 'failed']) });

/** `/_emulator/webhooks…` and the token refresh of `/_emulator/connected_accounts/:id`. */
export function webhookControlRoutes(webhooks: WebhookControl): Router {
  const router = Router();

  router.post('/webhooks', (req, res) => {
    const input = parseInput(webhookEndpointInputSchema, req.body, 'body');
    res.status(201).json({ endpoint: webhooks.add(input) });
  });

  router.get('/webhooks', (_req, res) => {
    res.json({ endpoints: webhooks.list() });
  });

  router.delete('/webhooks/:id', (req, res) => {
    webhooks.remove(req.params.id);
    res.status(204).end();
  });

  router.get('/webhooks/:id/deliveries', (req, res) => {
    res.json({ deliveries: webhooks.deliveries(req.params.id) });
  });

  router.post('/webhooks/:id/faults', (req, res) => {
    const fault = parseInput(webhookFaultSchema, req.body, 'body');
    webhooks.addFault(req.params.id, fault);
    res.status(201).json({ fault });
  });

  router.post('/connected_accounts/:id/token_refresh', async (req, res) => {
    const { outcome } = parseInput(refreshRequestSchema, req.body, 'body');
    await webhooks.refreshToken(req.params.id, outcome);
    res.json({ id: req.params.id, outcome });
  });

  return router;
}
