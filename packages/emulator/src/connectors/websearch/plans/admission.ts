import { getTool, type PlanTier, type ToolName } from '@plugboard/schema';
import { notInPlan } from '../errors.ts';
import type { WebsearchWorkspace } from '../store.ts';
import { PLANS, planIncludes } from './plans.ts';
import { countRequest, usageId } from './usage.ts';

/**
 * What the service checks of every request before answering it: a usable key, a plan that
 * includes the tool (docs/connectors.md §4.5 tiers; 403 `OPTION_NOT_IN_PLAN` otherwise), and the
 * plan's rate and monthly quota (docs/connectors.md §8; 429). An admitted request is counted.
 */
export async function admitRequest(tool: ToolName, workspace: WebsearchWorkspace): Promise<void> {
  const subscription = workspace.subscription();
  const tier: PlanTier = getTool(tool)?.tier ?? 'free';
  if (!planIncludes(subscription.plan, tier)) {
    const plan = PLANS[subscription.plan].name;
    const required = PLANS[tier].name;
    throw notInPlan(
      workspace.now,
      403,
      `${tool} is not in the ${plan} plan of this API key; it needs the ${required} plan or a higher one. Upgrade the subscription to use it.`,
      { plan, required_plan: required },
    );
  }
  const id = usageId(subscription.key);
  const previous = await workspace.usage.get(id);
  const usage = countRequest(previous, subscription, workspace.now);
  await (previous === undefined ? workspace.usage.insert(usage) : workspace.usage.update(usage));
}

/**
 * Refuses an option of a higher plan than the key's (`extra_snippets` and `summary` are Pro):
 * 400 `OPTION_NOT_IN_PLAN`, as the service refuses an option it does not sell on the plan.
 */
export function requireOption(workspace: WebsearchWorkspace, option: string, tier: PlanTier): void {
  const { plan } = workspace.subscription();
  if (planIncludes(plan, tier)) return;
  const name = PLANS[plan].name;
  const required = PLANS[tier].name;
  throw notInPlan(
    workspace.now,
    400,
    `The option ${option} is not subscribed in the ${name} plan; it needs the ${required} plan or a higher one.`,
    { plan: name, required_plan: required, option },
  );
}
