import { type PlanTier, planTierSchema } from '@plugboard/schema';
import { z } from 'zod';
import type { SimulationContext } from '../../simulator.ts';
import { invalidSubscriptionToken } from '../errors.ts';

/** The API key a web search account holds, and the plan it is subscribed on. */
export interface Subscription {
  readonly key: string;
  readonly plan: PlanTier;
}

/**
 * The key is `static_auth.details.token` (docs/connectors.md §5: web search uses an API key) and
 * its plan `static_auth.details.plan`, Free when not named: the service scopes each key to the
 * plan it was issued under, so the plan goes with the key (docs/internals/emulator.md §"Beyond the spec").
 */
const keyDetailsSchema = z.object({
  token: z.string().min(1),
  plan: planTierSchema.default('free'),
});

/**
 * The account's subscription, or the 422 `SUBSCRIPTION_TOKEN_INVALID` the service answers a
 * request that carries no valid key.
 */
export function subscriptionOf(account: SimulationContext['account'], now: Date): Subscription {
  const details =
    account.authorization_details !== null && 'static_auth' in account.authorization_details
      ? account.authorization_details.static_auth.details
      : undefined;
  if (details === undefined) {
    throw invalidSubscriptionToken(
      now,
      `Connected account ${account.id} holds no API key: give it authorization_details.static_auth.details.token.`,
    );
  }
  const parsed = keyDetailsSchema.safeParse(details);
  if (!parsed.success) {
    throw invalidSubscriptionToken(
      now,
      `The API key of connected account ${account.id} is unusable: static_auth.details needs a token (a non-empty string) and, optionally, a plan (${planTierSchema.options.join(', ')}).`,
    );
  }
  return { key: parsed.data.token, plan: parsed.data.plan };
}
