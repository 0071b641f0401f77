import { type Response, Router } from 'express';
import { z } from 'zod';
import {
  type AuthRequestService,
  decisionSchema,
  type LinkLookup,
} from '../../services/auth-requests.ts';
import { consentPage } from '../pages/consent-page.ts';
import { messagePage } from '../pages/message-page.ts';

const decisionFormSchema = z.object({ decision: decisionSchema });

/** Why a link cannot be used, as an HTML status and page: the user sees these, not a program. */
const LINK_PROBLEMS: Record<Exclude<LinkLookup['kind'], 'open'>, [number, string, string]> = {
  unknown: [404, 'Link not found', 'This connect link does not exist. Ask the app for a new one.'],
  expired: [
    410,
    'Link expired',
    'This connect link has expired. Go back to the app and try again.',
  ],
  used: [410, 'Link already used', 'This connect link was already used. Go back to the app.'],
};

/** The third party's side of a magic link (docs/internals/upstream-api.md §5.4): consent, then back to the app. */
export function consentRoutes(deps: {
  authRequests: AuthRequestService;
  clientId: string;
}): Router {
  const { authRequests, clientId } = deps;
  const router = Router();

  router.get('/connect/:token', async (req, res) => {
    const found = await authRequests.lookupLink(req.params.token);
    if (found.kind !== 'open') return sendProblem(res, found.kind);
    res.type('html').send(consentPage({ linkToken: req.params.token, ...found, clientId }));
  });

  router.post('/connect/:token', async (req, res) => {
    const form = decisionFormSchema.safeParse(req.body ?? {});
    if (!form.success) {
      res
        .status(400)
        .type('html')
        .send(
          messagePage('Choose an answer', 'Use "Allow access" or "Cancel" on the consent page.'),
        );
      return;
    }
    const outcome = await authRequests.decide(req.params.token, form.data.decision);
    if (outcome.kind !== 'redirect') return sendProblem(res, outcome.kind);
    res.redirect(303, outcome.location);
  });

  router.get('/connected', (_req, res) => {
    res.type('html').send(messagePage('Account connected', 'You can close this window.'));
  });

  return router;
}

function sendProblem(res: Response, kind: keyof typeof LINK_PROBLEMS): void {
  const [status, title, message] = LINK_PROBLEMS[kind];
  res.status(status).type('html').send(messagePage(title, message));
}
