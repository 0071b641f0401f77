import { resendInviteRequestSchema } from '@plugboard/schema';
import { Router } from 'express';
import type { InviteService } from '../../services/invites.ts';
import { parseInput } from '../parse-input.ts';

/** core-api.md 4.5: PATCH /api/v1/invites/organizations/{organization_id}/users/{id}/resend. */
export function inviteRoutes(deps: { invites: InviteService }): Router {
  const { invites } = deps;
  const router = Router();
  router.patch('/invites/organizations/:organization_id/users/:id/resend', async (req, res) => {
    parseInput(resendInviteRequestSchema, req.body, 'body');
    res.json({ invite: await invites.resend(req.params.organization_id, req.params.id) });
  });
  return router;
}
