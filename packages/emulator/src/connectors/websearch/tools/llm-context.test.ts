import { beforeAll, describe, expect, it } from 'vitest';
import { exactly, websearchError } from '../../../test/exact-answers.ts';
import { llmContextSchema } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { websearchAccount } from '../../../test/websearch-accounts.ts';
import { corpus } from '../corpus/corpus.ts';
import { countTokens } from '../results/tokens.ts';

const t = setupToolHarness();

beforeAll(() => {
  corpus();
}, 60_000);

describe('websearch_llm_context', () => {
  it('grounds the query in the top results, with where each snippet came from', async () => {
    const account = await websearchAccount(t, 'pro');
    const answer = exactly.websearch(
      llmContextSchema,
      await t.run(account, 'websearch_llm_context', { q: 'espresso crema' }),
    );
    expect(answer.grounding.generic).toHaveLength(5);
    expect(Object.keys(answer.sources)).toEqual(answer.grounding.generic.map((item) => item.url));
    const [best] = answer.grounding.generic;
    expect(best?.snippets[0]).toContain('crema');
    for (const item of answer.grounding.generic) {
      expect(answer.sources[item.url]?.hostname).toBe(new URL(item.url).hostname);
    }
  });

  it('keeps within token_budget and snippet_budget', async () => {
    const account = await websearchAccount(t, 'pro');
    const snippets = async (budgets: { token_budget?: number; snippet_budget?: number }) => {
      const answer = exactly.websearch(
        llmContextSchema,
        await t.run(account, 'websearch_llm_context', { q: 'wind turbines', count: 4, ...budgets }),
      );
      return answer.grounding.generic.flatMap((item) => item.snippets);
    };
    const all = await snippets({});
    const tokens = (texts: string[]) => texts.reduce((sum, text) => sum + countTokens(text), 0);
    expect(tokens(all)).toBeGreaterThan(80);

    const tight = await snippets({ token_budget: 80 });
    expect(tight.length).toBeGreaterThan(0);
    expect(tokens(tight)).toBeLessThanOrEqual(80);
    expect((await snippets({ snippet_budget: 3 })).length).toBe(3);
  });

  it('needs the Pro plan', async () => {
    const free = await websearchAccount(t, 'free');
    const refused = await t.fail(free, 'websearch_llm_context', { q: 'wind turbines' }, 403);
    expect(refused.details[0]?.error_code).toBe('UPSTREAM_PERMISSION_DENIED');
    expect(websearchError(refused)).toMatchObject({
      status: 403,
      code: 'OPTION_NOT_IN_PLAN',
      meta: { plan: 'Free', required_plan: 'Pro' },
    });
  });
});
