import { randomUUID } from 'node:crypto';
import type { PlanTier, ToolName } from '@plugboard/schema';
import { connectedAccountResponseSchema } from '@plugboard/schema/upstream';
import { expect } from 'vitest';
import type { Answer } from './harness.ts';
import type { ToolHarness } from './tool-harness.ts';

/**
 * A new ACTIVE web search account holding its own API key on `plan`: its own rate and quota, so
 * tests do not share limits.
 */
export async function websearchAccount(
  t: ToolHarness,
  plan: PlanTier,
  key = `test_key_${randomUUID()}`,
): Promise<string> {
  const created = await t.harness.api('POST', '/api/v1/connected_accounts', {
    connector: 'websearch',
    identifier: `search-${randomUUID()}`,
    connected_account: {
      authorization_details: { static_auth: { details: { token: key, plan } } },
    },
  });
  expect(created.status).toBe(201);
  return connectedAccountResponseSchema.parse(created.body).connected_account.id;
}

/**
 * Moves the emulator clock past the plan's one-second rate window, so the next request of an
 * account is never refused for its rate (docs/connectors.md §8: Free, 1 per second).
 */
export function nextSecond(t: ToolHarness): Promise<void> {
  return t.harness.emulator.control.advanceClock(1);
}

/**
 * Runs a tool with a newly issued access token: after the clock moved past the harness's cached
 * token (a test of expiry), `t.run` would be refused.
 */
export async function runWithNewToken(
  t: ToolHarness,
  accountId: string,
  tool: ToolName,
  params: Record<string, unknown>,
): Promise<Answer> {
  return t.harness.api('POST', '/api/v1/execute_tool', {
    connected_account_id: accountId,
    tool_name: tool,
    params,
  });
}
