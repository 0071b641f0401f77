import type { Route, SignedOutContext } from '../bff/routes/route.ts';
import { BffError } from '../common/bff-error.ts';

/**
 * POST /webhooks (docs/internals/bff-contract.md): the upstream's signed account events. It is
 * the upstream that calls it, not a browser: no session and no same-site check, and a delivery
 * whose signature or timestamp does not hold is refused. Each event is taken once, handed to
 * `events.onEvent` and sent to the open GET /events streams of the users it is about. Turned on
 * by `events.webhooks.secret` (env PLUGBOARD_WEBHOOK_SECRET); without it, 404.
 */
export const webhooksRoute: Route = {
  method: 'POST',
  path: '/webhooks',
  caller: 'upstream',
  handle: receiveWebhook,
  handleSignedOut: receiveWebhook,
};

function receiveWebhook({ request, services, requestId }: SignedOutContext) {
  if (services.webhooks === undefined) {
    throw new BffError(
      'NOT_FOUND',
      'Webhooks are not turned on: set events.webhooks.secret (env PLUGBOARD_WEBHOOK_SECRET).',
    );
  }
  return services.webhooks(request, requestId);
}
