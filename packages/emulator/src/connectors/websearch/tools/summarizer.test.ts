import { upstreamErrorBodySchema } from '@plugboard/schema/upstream';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exactly, websearchError } from '../../../test/exact-answers.ts';
import {
  summarizerEnrichmentsSchema,
  summarizerEntityInfoSchema,
  summarizerFollowupsSchema,
  summarizerSearchSchema,
  summarizerSummarySchema,
  summarizerTitleSchema,
  webSearchSchema,
} from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { runWithNewToken, websearchAccount } from '../../../test/websearch-accounts.ts';
import { corpus } from '../corpus/corpus.ts';

const t = setupToolHarness();

beforeAll(() => {
  corpus();
}, 60_000);
// The expiry test moves the clock past the harness's access token: back to real time after it.
afterEach(() => t.harness.emulator.control.reset());

/** A Pro account and the summarizer key and result URLs of its search for `q`. */
async function summarized(q: string) {
  const account = await websearchAccount(t, 'pro');
  const search = exactly.websearch(
    webSearchSchema,
    await t.run(account, 'websearch_web_search', { q, summary: true }),
  );
  const key = search.summarizer?.key ?? '';
  return { account, key, urls: search.web.results.map((result) => result.url) };
}

describe('the summarizer tools', () => {
  it('summarize the search the key names, citing its results', async () => {
    const { account, key, urls } = await summarized('james webb telescope launch');
    expect(JSON.parse(key)).toMatchObject({
      query: 'james webb telescope launch',
      country: 'us',
      language: 'en',
      safesearch: 'moderate',
      results_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const full = exactly.websearch(
      summarizerSearchSchema,
      await t.run(account, 'websearch_summarizer_search', { key }),
    );
    const references = full.summary.flatMap((part) =>
      part.type === 'inline_reference' ? [part.data] : [],
    );
    expect(references.map((reference) => reference.number)).toEqual([1, 2, 3]);
    for (const reference of references) {
      expect(urls).toContain(reference.url);
      expect(full.enrichments.raw.slice(reference.start_index, reference.end_index)).toBe(
        reference.snippet,
      );
    }
    expect(full.enrichments.raw).toContain('Webb launched on 25 December 2021');
    expect(full.entities_infos).toBeUndefined();
    for (const entity of full.enrichments.entities) {
      for (const { start, end } of entity.highlight) {
        const named = full.enrichments.raw.slice(start, end).toLowerCase();
        expect([entity.name.toLowerCase(), 'webb']).toContain(named);
      }
    }

    const raw = exactly.websearch(
      summarizerSearchSchema,
      await t.run(account, 'websearch_summarizer_search', { key, raw: true, entity_info: true }),
    );
    expect(raw.summary.every((part) => part.type === 'token')).toBe(true);
    expect(raw.summary.map((part) => (part.type === 'token' ? part.data : '')).join('')).toBe(
      full.enrichments.raw,
    );
    expect(Object.keys(raw.entities_infos ?? {})).toEqual(
      full.enrichments.entities.map((entity) => entity.name),
    );
  });

  it('answer the summary, title, enrichments and follow-ups on their own', async () => {
    const { account, key } = await summarized('sourdough starter');
    const summary = exactly.websearch(
      summarizerSummarySchema,
      await t.run(account, 'websearch_summarizer_summary', { key }),
    );
    expect(summary.summary.some((part) => part.type === 'inline_reference')).toBe(true);
    const title = exactly.websearch(
      summarizerTitleSchema,
      await t.run(account, 'websearch_summarizer_title', { key }),
    );
    expect(title.title).toBe(summary.title);
    expect(title.title).toBe('Sourdough starter');
    const enrichments = exactly.websearch(
      summarizerEnrichmentsSchema,
      await t.run(account, 'websearch_summarizer_enrichments', { key }),
    );
    expect(enrichments.enrichments.entities.map((entity) => entity.name)).toContain(
      'Sourdough bread',
    );
    expect(enrichments.enrichments.images.length).toBeGreaterThan(0);
    const followups = exactly.websearch(
      summarizerFollowupsSchema,
      await t.run(account, 'websearch_summarizer_followups', { key }),
    );
    expect(followups.followups.some((question) => question.endsWith('?'))).toBe(true);
  });

  it('tell about an entity the summary names, and refuse one it does not', async () => {
    const { account, key } = await summarized('sourdough starter');
    const info = exactly.websearch(
      summarizerEntityInfoSchema,
      await t.run(account, 'websearch_summarizer_entity_info', { key, entity: 'sourdough BREAD' }),
    );
    expect(info.entities_infos['Sourdough bread']).toEqual({
      provider: 'Open Encyclopedia',
      description: expect.stringContaining('wild yeast'),
    });
    const unknown = await t.fail(
      account,
      'websearch_summarizer_entity_info',
      { key, entity: 'Espresso' },
      404,
    );
    expect(unknown.details[0]?.error_code).toBe('UPSTREAM_NOT_FOUND');
    expect(websearchError(unknown)).toMatchObject({ status: 404, code: 'RESOURCE_NOT_FOUND' });
  });

  it('refuse a key they do not know, or one that expired after an hour', async () => {
    const { account, key } = await summarized('heat pump efficiency');
    const unknown = await t.fail(
      account,
      'websearch_summarizer_title',
      { key: '{"query":"x"}' },
      404,
    );
    expect(websearchError(unknown).code).toBe('RESOURCE_NOT_FOUND');

    await t.harness.emulator.control.advanceClock(3600);
    const expired = await runWithNewToken(t, account, 'websearch_summarizer_summary', { key });
    expect(expired.status).toBe(404);
    const body = upstreamErrorBodySchema.parse(expired.body);
    expect(websearchError(body).detail).toContain('expired');
  });

  it('need the Pro plan', async () => {
    const { key } = await summarized('chess openings');
    const free = await websearchAccount(t, 'free');
    await t.fail(free, 'websearch_summarizer_search', { key }, 403);
  });
});
