import type { SimulationContext } from '../simulator.ts';
import type { Collection } from '../workspace-store.ts';
import { type Subscription, subscriptionOf } from './plans/subscription.ts';
import { type Usage, usageSchema } from './plans/usage.ts';
import { type StoredSummary, storedSummarySchema } from './summarizer/stored-summary.ts';

/**
 * What a web search tool run works with: the emulator clock, the account's key and plan, and
 * what the service keeps per account (its usage, and the summaries its keys name).
 */
export interface WebsearchWorkspace {
  readonly now: Date;
  readonly usage: Collection<Usage>;
  readonly summaries: Collection<StoredSummary>;
  /** The account's API key and plan; the service's 422 when it holds no usable key. */
  subscription(): Subscription;
}

export function openWebsearchWorkspace(context: SimulationContext): WebsearchWorkspace {
  const { store, now, account } = context;
  return {
    now,
    usage: store.collection('websearch.usage', usageSchema),
    summaries: store.collection('websearch.summaries', storedSummarySchema),
    subscription: () => subscriptionOf(account, now),
  };
}
