import { beforeAll, describe, expect, it } from 'vitest';
import { exactly, websearchError } from '../../../test/exact-answers.ts';
import { webSearchSchema } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { nextSecond, websearchAccount } from '../../../test/websearch-accounts.ts';
import { corpus } from '../corpus/corpus.ts';

const t = setupToolHarness();
const DAY_MS = 24 * 3600 * 1000;

beforeAll(() => {
  // Built once per process; building it here keeps the first test's timing ordinary.
  corpus();
}, 60_000);

function siteCountry(url: string): string | undefined {
  return corpus().sites.find((site) => site.host === new URL(url).hostname)?.country;
}

describe('websearch_web_search', () => {
  it('ranks pages about the query, with news, videos, and more pages to come', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const answer = exactly.websearch(
      webSearchSchema,
      await t.run(account, 'websearch_web_search', { q: 'james webb space telescope' }),
    );
    expect(answer.query).toMatchObject({
      original: 'james webb space telescope',
      more_results_available: true,
    });
    expect(answer.query.altered).toBeUndefined();
    expect(answer.web.results).toHaveLength(20);
    for (const result of answer.web.results) {
      expect(result.title).toContain('James Webb Space Telescope');
      expect(result.language).toBe('en');
    }
    expect(answer.web.results.map((result) => result.meta_url.hostname)).toContain(
      'encyclopedia.example.org',
    );
    expect(answer.news?.results.length).toBeGreaterThan(0);
    expect(answer.videos?.results.length).toBeGreaterThan(0);
    expect(answer.summarizer).toBeUndefined();
  });

  it('pages by offset (a page index of count results) and says when no page follows', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const search = async (params: { count: number; offset?: number }) =>
      exactly.websearch(
        webSearchSchema,
        await t.run(account, 'websearch_web_search', { q: 'octopus', ...params }),
      );
    const firstTen = (await search({ count: 10 })).web.results.map((result) => result.url);
    const second = await search({ count: 5, offset: 1 });
    expect(second.web.results.map((result) => result.url)).toEqual(firstTen.slice(5, 10));
    expect(second.news).toBeUndefined();
    expect((await search({ count: 20, offset: 9 })).query.more_results_available).toBe(false);

    const few = exactly.websearch(
      webSearchSchema,
      await t.run(account, 'websearch_web_search', { q: 'socarrat bomba', freshness: 'pm' }),
    );
    expect(few.web.results.length).toBeLessThan(20);
    expect(few.query.more_results_available).toBe(false);

    const beyond = await t.fail(account, 'websearch_web_search', { q: 'octopus', offset: 10 }, 400);
    expect(beyond.details[0]?.error_code).toBe('INVALID_PARAMS');
    await t.fail(account, 'websearch_web_search', { q: 'octopus', count: 21 }, 400);
  });

  it('dates results by the emulator clock and keeps those within the freshness asked', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const ages = async (freshness?: string) => {
      const answer = exactly.websearch(
        webSearchSchema,
        await t.run(account, 'websearch_web_search', {
          q: 'solar panels',
          ...(freshness && { freshness }),
        }),
      );
      return answer.web.results.map((result) => Date.parse(`${result.page_age}Z`));
    };
    const now = t.harness.emulator.control.now().getTime();
    const week = await ages('pw');
    expect(week.length).toBeGreaterThan(0);
    for (const published of week) expect(now - published).toBeLessThanOrEqual(7 * DAY_MS + 60_000);
    for (const published of await ages('pd'))
      expect(now - published).toBeLessThanOrEqual(DAY_MS + 60_000);

    const year = new Date(now).getUTCFullYear() - 2;
    const range = await ages(`${year}-01-01to${year}-12-31`);
    expect(range.length).toBeGreaterThan(0);
    for (const published of range) expect(new Date(published).getUTCFullYear()).toBe(year);

    const before = await ages();
    await t.harness.emulator.control.advanceClock(1800);
    const after = await ages();
    expect(after[0]).toBe((before[0] ?? 0) + 1800 * 1000);
  });

  it('writes ages in the ui_lang asked', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const ages = async (ui_lang: string) => {
      const answer = exactly.websearch(
        webSearchSchema,
        await t.run(account, 'websearch_web_search', { q: 'yoga', freshness: 'pw', ui_lang }),
      );
      return answer.web.results.map((result) => result.age);
    };
    for (const age of await ages('en-US')) expect(age).toMatch(/ ago$/);
    for (const age of await ages('de-DE')) expect(age).toMatch(/^vor /);
  });

  it('leaves adult pages out under strict safesearch and says so', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const search = async (safesearch: 'off' | 'moderate' | 'strict') =>
      exactly.websearch(
        webSearchSchema,
        await t.run(account, 'websearch_web_search', { q: 'espresso talk', safesearch }),
      );
    const adult = (answer: { web: { results: { family_friendly: boolean }[] } }) =>
      answer.web.results.filter((result) => !result.family_friendly);
    const off = await search('off');
    expect(adult(off).length).toBeGreaterThan(0);
    expect(off.web.family_friendly).toBe(false);
    expect(adult(await search('moderate')).length).toBeGreaterThan(0);
    const strict = await search('strict');
    expect(adult(strict)).toEqual([]);
    expect(strict.query.show_strict_warning).toBe(true);
  });

  it('filters by search_lang and ranks the country’s sites higher', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const french = exactly.websearch(
      webSearchSchema,
      await t.run(account, 'websearch_web_search', {
        q: 'paella',
        search_lang: 'fr',
        country: 'FR',
      }),
    );
    expect(french.web.results.length).toBeGreaterThan(0);
    for (const result of french.web.results) expect(result.language).toBe('fr');

    const fromBritain = async (country: string) => {
      const answer = exactly.websearch(
        webSearchSchema,
        await t.run(account, 'websearch_web_search', { q: 'honeybees', country, count: 10 }),
      );
      return answer.web.results.filter((result) => siteCountry(result.url) === 'GB').length;
    };
    expect(await fromBritain('GB')).toBeGreaterThan(await fromBritain('US'));
  });

  it('marks query terms in descriptions unless text_decorations is false', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const decorated = exactly.websearch(
      webSearchSchema,
      await t.run(account, 'websearch_web_search', { q: 'sourdough', count: 3 }),
    );
    for (const result of decorated.web.results) {
      expect(result.description).toMatch(/<strong>sourdough<\/strong>/i);
    }
    const plain = exactly.websearch(
      webSearchSchema,
      await t.run(account, 'websearch_web_search', {
        q: 'sourdough',
        count: 3,
        text_decorations: false,
      }),
    );
    for (const result of plain.web.results) expect(result.description).not.toContain('<strong>');
  });

  it('corrects misspellings (query.altered) unless spellcheck is false', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const corrected = exactly.websearch(
      webSearchSchema,
      await t.run(account, 'websearch_web_search', { q: 'jmes webb telescop' }),
    );
    expect(corrected.query.altered).toBe('james webb telescope');
    expect(corrected.web.results[0]?.title).toContain('James Webb');

    const asTyped = exactly.websearch(
      webSearchSchema,
      await t.run(account, 'websearch_web_search', { q: 'jmes webb telescop', spellcheck: false }),
    );
    expect(asTyped.query.altered).toBeUndefined();
    expect(asTyped.query.spellcheck_off).toBe(true);
  });

  it('writes measurements in the units asked, imperial by default for the US', async () => {
    const account = await websearchAccount(t, 'pro');
    const text = async (units?: 'metric' | 'imperial') => {
      const answer = exactly.websearch(
        webSearchSchema,
        await t.run(account, 'websearch_web_search', {
          q: 'webb mirror beryllium',
          extra_snippets: true,
          text_decorations: false,
          ...(units && { units }),
        }),
      );
      return answer.web.results
        .flatMap((result) => [result.description, ...(result.extra_snippets ?? [])])
        .join(' ');
    };
    expect(await text('metric')).toContain('mirror is 6.5 m across');
    expect(await text('imperial')).toContain('mirror is 21.3 ft across');
    expect(await text()).toContain('mirror is 21.3 ft across');
  });

  it('gives up to 5 extra snippets on Pro, and refuses them on Free', async () => {
    const pro = await websearchAccount(t, 'pro');
    const answer = exactly.websearch(
      webSearchSchema,
      await t.run(pro, 'websearch_web_search', { q: 'heat pump', count: 5, extra_snippets: true }),
    );
    for (const result of answer.web.results)
      expect(result.extra_snippets?.length).toBeGreaterThan(0);

    const free = await websearchAccount(t, 'free');
    const refused = await t.fail(
      free,
      'websearch_web_search',
      { q: 'heat pump', extra_snippets: true },
      400,
    );
    expect(refused.details[0]?.error_code).toBe('UPSTREAM_INVALID_REQUEST');
    expect(websearchError(refused)).toMatchObject({
      status: 400,
      code: 'OPTION_NOT_IN_PLAN',
      meta: { plan: 'Free', required_plan: 'Pro', option: 'extra_snippets' },
    });
    await nextSecond(t);
    const summary = await t.fail(
      free,
      'websearch_web_search',
      { q: 'heat pump', summary: true },
      400,
    );
    expect(websearchError(summary).meta).toMatchObject({ option: 'summary' });
  });

  it('re-ranks by a shipped goggle and refuses a goggle it cannot fetch', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const encyclopedic = exactly.websearch(
      webSearchSchema,
      await t.run(account, 'websearch_web_search', {
        q: 'chess',
        goggles_id: 'https://goggles.search.example/encyclopedic.goggle',
      }),
    );
    expect(encyclopedic.web.mutated_by_goggles).toBe(true);
    expect(encyclopedic.web.results[0]?.meta_url.hostname).toBe('encyclopedia.example.org');

    const plain = exactly.websearch(
      webSearchSchema,
      await t.run(account, 'websearch_web_search', { q: 'chess' }),
    );
    expect(plain.web.results.some((result) => result.url.includes('/forum/'))).toBe(true);
    const noForums = exactly.websearch(
      webSearchSchema,
      await t.run(account, 'websearch_web_search', {
        q: 'chess',
        goggles_id: 'https://goggles.search.example/no-forums.goggle',
      }),
    );
    expect(noForums.web.results.some((result) => result.url.includes('/forum/'))).toBe(false);

    const unknown = await t.fail(
      account,
      'websearch_web_search',
      { q: 'chess', goggles_id: 'https://example.com/mine.goggle' },
      400,
    );
    expect(websearchError(unknown)).toMatchObject({ status: 422, code: 'VALIDATION' });
    expect(unknown.message).toContain('goggles_id');
  });

  it('lists places with location IDs on the first page of a local query', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const answer = exactly.websearch(
      webSearchSchema,
      await t.run(account, 'websearch_web_search', { q: 'coffee berlin' }),
    );
    const places = answer.locations?.results ?? [];
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place.postal_address.addressLocality).toBe('Berlin');
  });
});
