import { type PlanTier, planTierSchema } from '@plugboard/schema';

/** What a web search subscription allows: its rate, its monthly quota and its chat models. */
export interface PlanTerms {
  /** The name the service shows (error bodies' `meta.plan`). */
  readonly name: string;
  /** docs/connectors.md §8: Free 1 per second; paid plans scale up to 20. */
  readonly requestsPerSecond: number;
  /** docs/connectors.md §8: Free 2,000 queries a month. */
  readonly monthlyQuota: number;
  /** The chat models the plan includes, its default first (docs/connectors.md §4.5). */
  readonly chatModels: readonly string[];
}

/**
 * The plans of docs/connectors.md §4.5, cheapest first. The paid plans' numbers are the
 * emulator's (the spec gives only "up to 20 per second"): see docs/internals/emulator.md §"Beyond the spec".
 */
export const PLANS: Readonly<Record<PlanTier, PlanTerms>> = {
  free: { name: 'Free', requestsPerSecond: 1, monthlyQuota: 2_000, chatModels: [] },
  pro: { name: 'Pro', requestsPerSecond: 10, monthlyQuota: 1_000_000, chatModels: [] },
  ai: { name: 'AI', requestsPerSecond: 15, monthlyQuota: 5_000_000, chatModels: ['search-chat'] },
  data_for_ai: {
    name: 'Data for AI',
    requestsPerSecond: 20,
    monthlyQuota: 20_000_000,
    chatModels: ['search-chat-pro', 'search-chat'],
  },
};

/** Every chat model the service knows, whatever the plan. */
export const CHAT_MODELS: readonly string[] = ['search-chat', 'search-chat-pro'];

/** The plan that runs every tool: what demo keys and keys issued by the consent page are on. */
export const TOP_PLAN: PlanTier = 'data_for_ai';

/**
 * Whether `plan` includes tools of `tier`: each plan includes the tiers before it in
 * docs/connectors.md §4.5's order (Free, Pro, AI plan, Data for AI plan).
 *
 * @example
 * planIncludes('ai', 'pro'); // true
 * planIncludes('pro', 'ai'); // false
 */
export function planIncludes(plan: PlanTier, tier: PlanTier): boolean {
  const order = planTierSchema.options;
  return order.indexOf(plan) >= order.indexOf(tier);
}
