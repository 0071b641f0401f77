import { beforeAll, describe, expect, it } from 'vitest';
import { exactly, websearchError } from '../../../test/exact-answers.ts';
import { newsSearchSchema } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { websearchAccount } from '../../../test/websearch-accounts.ts';
import { corpus } from '../corpus/corpus.ts';

const t = setupToolHarness();
const DAY_MS = 24 * 3600 * 1000;

beforeAll(() => {
  corpus();
}, 60_000);

describe('websearch_news_search', () => {
  it('finds recent articles, newest-ranked within the freshness asked', async () => {
    const account = await websearchAccount(t, 'free');
    const answer = exactly.websearch(
      newsSearchSchema,
      await t.run(account, 'websearch_news_search', { q: 'electric cars', freshness: 'pw' }),
    );
    expect(answer.results.length).toBeGreaterThan(0);
    const now = t.harness.emulator.control.now().getTime();
    for (const item of answer.results) {
      expect(item.title.toLowerCase()).toContain('electric cars');
      expect(now - Date.parse(`${item.page_age}Z`)).toBeLessThanOrEqual(7 * DAY_MS + 60_000);
      // Only the freshest articles are breaking news.
      if (item.breaking) expect(now - Date.parse(`${item.page_age}Z`)).toBeLessThan(DAY_MS);
    }
  });

  it('pages by offset 0 to 4', async () => {
    const account = await websearchAccount(t, 'pro');
    const page = async (offset: number) =>
      exactly.websearch(
        newsSearchSchema,
        await t.run(account, 'websearch_news_search', { q: 'chess', count: 5, offset }),
      );
    const first = await page(0);
    const second = await page(1);
    expect(first.query.more_results_available).toBe(true);
    expect(second.results.map((item) => item.url)).not.toContain(first.results[0]?.url);
    expect((await page(4)).query.more_results_available).toBe(false);
    await t.fail(account, 'websearch_news_search', { q: 'chess', offset: 5 }, 400);
  });

  it('adds extra snippets on Pro and refuses them on Free', async () => {
    const pro = await websearchAccount(t, 'pro');
    const answer = exactly.websearch(
      newsSearchSchema,
      await t.run(pro, 'websearch_news_search', { q: 'inflation', count: 3, extra_snippets: true }),
    );
    expect(answer.results.some((item) => (item.extra_snippets?.length ?? 0) > 0)).toBe(true);
    const free = await websearchAccount(t, 'free');
    const refused = await t.fail(
      free,
      'websearch_news_search',
      { q: 'inflation', extra_snippets: true },
      400,
    );
    expect(websearchError(refused).code).toBe('OPTION_NOT_IN_PLAN');
  });
});
