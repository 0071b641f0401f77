import type { PlanTier, ToolName } from '@plugboard/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { websearchError } from '../../../test/exact-answers.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { nextSecond, websearchAccount } from '../../../test/websearch-accounts.ts';
import { corpus } from '../corpus/corpus.ts';

const t = setupToolHarness();

beforeAll(() => {
  corpus();
}, 60_000);

/** One tool of each tier (docs/connectors.md §4.5), with params it runs with. */
const TOOL_OF_TIER: Readonly<Record<PlanTier, [ToolName, Record<string, unknown>]>> = {
  free: ['websearch_spellcheck', { q: 'octopus' }],
  pro: ['websearch_llm_context', { q: 'octopus' }],
  ai: ['websearch_chat_completions', { messages: [{ role: 'user', content: 'octopus' }] }],
  data_for_ai: ['websearch_local_place_search', { q: 'cafe', location: 'Paris' }],
};
const TIERS: readonly PlanTier[] = ['free', 'pro', 'ai', 'data_for_ai'];

describe('web search plans, rate and quota', () => {
  it('run the tools of the key’s plan and of the plans below it, and refuse the others', async () => {
    for (const [planIndex, plan] of TIERS.entries()) {
      const account = await websearchAccount(t, plan);
      for (const [tierIndex, tier] of TIERS.entries()) {
        const [tool, params] = TOOL_OF_TIER[tier];
        await nextSecond(t);
        const answer = await t.execute({ connected_account_id: account, tool_name: tool, params });
        expect(answer.status, `${plan} plan, ${tool}`).toBe(tierIndex <= planIndex ? 200 : 403);
      }
    }
  });

  it('refuse a tool above the plan with the service’s 403, naming the plan to upgrade to', async () => {
    const account = await websearchAccount(t, 'pro');
    const refused = await t.fail(
      account,
      'websearch_chat_completions',
      { messages: [{ role: 'user', content: 'hello' }] },
      403,
    );
    expect(refused).toMatchObject({
      code: 7,
      details: [
        { error_code: 'UPSTREAM_PERMISSION_DENIED' },
        { connector: 'websearch', status: 403 },
      ],
    });
    const error = websearchError(refused);
    expect(error).toMatchObject({
      code: 'OPTION_NOT_IN_PLAN',
      meta: { component: 'authentication', plan: 'Pro', required_plan: 'AI' },
    });
    expect(error.detail).toContain('Upgrade');
  });

  it('limit the Free plan to one request a second, by the emulator clock, with Retry-After', async () => {
    const account = await websearchAccount(t, 'free');
    const spellcheck = { connected_account_id: account, tool_name: 'websearch_spellcheck' };
    expect((await t.execute({ ...spellcheck, params: { q: 'octopus' } })).status).toBe(200);

    const limited = await t.execute({ ...spellcheck, params: { q: 'octopus' } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.headers.get('x-ratelimit-limit')).toBe('1, 2000');
    expect(limited.body).toMatchObject({
      code: 8,
      details: [{ error_code: 'UPSTREAM_RATE_LIMITED' }, { error_code: 'RATE_LIMITED' }],
    });
    const body = (limited.body as { details: { body: unknown }[] }).details[1]?.body;
    expect(body).toMatchObject({
      type: 'ErrorResponse',
      error: {
        status: 429,
        code: 'RATE_LIMITED',
        meta: {
          plan: 'Free',
          rate_limit: 1,
          rate_current: 2,
          quota_limit: 2000,
          quota_current: 1,
          component: 'rate_limiter',
        },
      },
    });

    // Another key has its own limit.
    const other = await websearchAccount(t, 'free');
    expect(
      (await t.execute({ ...spellcheck, connected_account_id: other, params: { q: 'x' } })).status,
    ).toBe(200);

    await nextSecond(t);
    expect((await t.execute({ ...spellcheck, params: { q: 'octopus' } })).status).toBe(200);
  });

  it('run every tool with the keys the emulator issues (seeds, the consent page)', async () => {
    const seeded = await t.harness.emulator.control.seed({
      data: { connected_accounts: [{ connector: 'websearch', identifier: 'seeded-search' }] },
    });
    const [account = ''] = seeded.connected_accounts;
    const [tool, params] = TOOL_OF_TIER.data_for_ai;
    const answer = await t.execute({ connected_account_id: account, tool_name: tool, params });
    expect(answer.status).toBe(200);
  });

  it('refuse an account without an API key with the service’s SUBSCRIPTION_TOKEN_INVALID', async () => {
    const oauthAccount = await t.account('websearch');
    const refused = await t.fail(oauthAccount, 'websearch_spellcheck', { q: 'octopus' }, 400);
    expect(websearchError(refused)).toMatchObject({
      status: 422,
      code: 'SUBSCRIPTION_TOKEN_INVALID',
    });
    expect(refused.message).toContain('static_auth.details.token');
  });
});
