import { beforeAll, describe, expect, it } from 'vitest';
import { exactly } from '../../../test/exact-answers.ts';
import { suggestSearchSchema } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { websearchAccount } from '../../../test/websearch-accounts.ts';
import { corpus } from '../corpus/corpus.ts';

const t = setupToolHarness();

beforeAll(() => {
  corpus();
}, 60_000);

describe('websearch_suggest_search', () => {
  it('completes a prefix, the entity itself first with its title and description', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const answer = exactly.websearch(
      suggestSearchSchema,
      await t.run(account, 'websearch_suggest_search', { q: 'james we' }),
    );
    expect(answer.query.original).toBe('james we');
    expect(answer.results).toHaveLength(5);
    expect(answer.results[0]).toEqual({
      query: 'james webb space telescope',
      is_entity: true,
      title: 'James Webb Space Telescope',
      description: 'space telescope',
    });
    for (const suggestion of answer.results) {
      expect(suggestion.query.startsWith('james webb')).toBe(true);
    }
    const fewer = exactly.websearch(
      suggestSearchSchema,
      await t.run(account, 'websearch_suggest_search', { q: 'james we', count: 2 }),
    );
    expect(fewer.results.map((suggestion) => suggestion.query)).toEqual(
      answer.results.slice(0, 2).map((suggestion) => suggestion.query),
    );
    const none = exactly.websearch(
      suggestSearchSchema,
      await t.run(account, 'websearch_suggest_search', { q: 'zzzqx' }),
    );
    expect(none.results).toEqual([]);
  });

  it('puts what is asked in the request’s country first', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const first = async (country: string) => {
      const answer = exactly.websearch(
        suggestSearchSchema,
        await t.run(account, 'websearch_suggest_search', { q: 'bakery', country, count: 3 }),
      );
      return answer.results[0]?.query;
    };
    expect(await first('JP')).toBe('bakery tokyo');
    expect(await first('DE')).toBe('bakery berlin');
  });
});
