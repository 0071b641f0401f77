import { connectedAccountStatusSchema } from '@plugboard/schema';
import { Router } from 'express';
import { z } from 'zod';
import type { EmulatorControl } from '../../control.ts';
import { decisionSchema } from '../../services/auth-requests.ts';
import { faultSpecSchema } from '../../services/faults.ts';
import { rateLimitSchema } from '../../services/rate-limit.ts';
import { seedInputSchema } from '../../services/seed.ts';
import { parseInput } from '../parse-input.ts';

const consentRequestSchema = z.strictObject({
  link: z.string(),
  decision: decisionSchema,
});

const accountStatusRequestSchema = z.strictObject({ status: connectedAccountStatusSchema });

const clockRequestSchema = z.strictObject({
  advance_seconds: z.number().int().min(0),
});

/** The control API (docs/internals/overview.md §"The emulator"): the in-process `EmulatorControl` over HTTP. */
export function controlRoutes(control: EmulatorControl): Router {
  const router = Router();

  router.post('/reset', async (_req, res) => {
    await control.reset();
    res.json({});
  });

  router.post('/seed', async (req, res) => {
    const input = parseInput(seedInputSchema, req.body, 'body');
    res.status(201).json(await control.seed(input));
  });

  router.post('/consent', async (req, res) => {
    const { link, decision } = parseInput(consentRequestSchema, req.body, 'body');
    res.json({ location: (await control.consent(link, decision)).href });
  });

  router.put('/connected_accounts/:id/status', async (req, res) => {
    const { status } = parseInput(accountStatusRequestSchema, req.body, 'body');
    await control.setAccountStatus(req.params.id, status);
    res.json({ id: req.params.id, status });
  });

  router.get('/clock', (_req, res) => {
    res.json({ now: control.now().toISOString() });
  });

  router.post('/clock', async (req, res) => {
    const { advance_seconds } = parseInput(clockRequestSchema, req.body, 'body');
    await control.advanceClock(advance_seconds);
    res.json({ now: control.now().toISOString() });
  });

  router.get('/faults', (_req, res) => {
    res.json({ faults: control.listFaults() });
  });

  router.post('/faults', (req, res) => {
    const spec = parseInput(faultSpecSchema, req.body, 'body');
    res.status(201).json({ fault: control.addFault(spec) });
  });

  router.delete('/faults', (_req, res) => {
    control.clearFaults();
    res.json({});
  });

  router.get('/rate_limit', (_req, res) => {
    res.json({ rate_limit: control.rateLimit() ?? null });
  });

  router.put('/rate_limit', (req, res) => {
    control.setRateLimit(parseInput(rateLimitSchema, req.body, 'body'));
    res.json({ rate_limit: control.rateLimit() });
  });

  router.delete('/rate_limit', (_req, res) => {
    control.setRateLimit(undefined);
    res.json({});
  });

  return router;
}
