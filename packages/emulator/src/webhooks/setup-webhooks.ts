import type { Clock } from '../clock.ts';
import type { AuthRequestService } from '../services/auth-requests.ts';
import type { ConnectedAccountService } from '../services/connected-accounts.ts';
import { createAccountEventEmitter } from './account-event-emitter.ts';
import { emittingAccountEvents } from './emitting-accounts.ts';
import { emittingLinkEvents } from './emitting-auth-requests.ts';
import { createTokenRefresh } from './token-refresh.ts';
import { createWebhooks, type Webhooks } from './webhook-control.ts';
import { createWebhookDeliveries } from './webhook-deliveries.ts';
import { createWebhookEndpoints } from './webhook-endpoints.ts';

/**
 * The emulator's webhooks: endpoints, deliveries, the token refresh on the clock, and the wrappers
 * that make the account and link services emit an event on each transition.
 */
export function setupWebhooks(deps: { clock: Clock; accounts: ConnectedAccountService }): {
  webhooks: Webhooks;
  /** `accounts`, emitting. */
  accounts: ConnectedAccountService;
  /** Wraps the link service, which needs the emitting accounts first. */
  emittingLinks(authRequests: AuthRequestService): AuthRequestService;
} {
  const { clock } = deps;
  const endpoints = createWebhookEndpoints();
  const deliveries = createWebhookDeliveries({ endpoints, clock });
  const events = createAccountEventEmitter({ endpoints, deliveries, clock });
  const accounts = emittingAccountEvents(deps.accounts, events);
  const refresh = createTokenRefresh({ clock, accounts: deps.accounts, events });
  return {
    webhooks: createWebhooks({ endpoints, deliveries, refresh, events, clock }),
    accounts,
    emittingLinks: (authRequests) => emittingLinkEvents(authRequests, accounts, events),
  };
}
