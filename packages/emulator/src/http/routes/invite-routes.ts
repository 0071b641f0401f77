import { Router } from 'express';
import { resendInviteRequestSchema } from '../../contract/invite.ts';
import type { InviteService } from '../../services/invites.ts';
import { parseInput } from '../parse-input.ts';

/**
 * docs/internals/upstream-api.md §4.5: PATCH …/resend; GET reads the invitation, one of the invitation operations the
 * spec leaves "not shown" (docs/internals/emulator.md §"Beyond the spec").
 */
export function inviteRoutes(deps: { invites: InviteService }): Router {
  const { invites } = deps;
  const router = Router();
  const path = '/invites/organizations/:organization_id/users/:id';

  router.get(path, async (req, res) => {
    res.json({ invite: await invites.get(req.params.organization_id, req.params.id) });
  });

  router.patch(`${path}/resend`, async (req, res) => {
    parseInput(resendInviteRequestSchema, req.body, 'body');
    res.json({ invite: await invites.resend(req.params.organization_id, req.params.id) });
  });
  return router;
}
