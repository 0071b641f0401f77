import { beforeAll, describe, expect, it } from 'vitest';
import { exactly } from '../../../test/exact-answers.ts';
import { imageSearchSchema } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { nextSecond, websearchAccount } from '../../../test/websearch-accounts.ts';
import { corpus } from '../corpus/corpus.ts';

const t = setupToolHarness();

beforeAll(() => {
  corpus();
}, 60_000);

describe('websearch_image_search', () => {
  it('answers 3 images by default, each with its file, size and confidence', async () => {
    const account = await websearchAccount(t, 'free');
    const answer = exactly.websearch(
      imageSearchSchema,
      await t.run(account, 'websearch_image_search', { q: 'honeybees' }),
    );
    expect(answer.results).toHaveLength(3);
    for (const image of answer.results) {
      expect(image.title).toContain('Honeybees');
      expect(image.confidence).toBe('high');
      expect(image.properties.url).toMatch(/\.jpg$/);
    }
    await nextSecond(t);
    const one = exactly.websearch(
      imageSearchSchema,
      await t.run(account, 'websearch_image_search', { q: 'honeybees', count: 1 }),
    );
    expect(one.results).toHaveLength(1);
    await t.fail(account, 'websearch_image_search', { q: 'honeybees', count: 4 }, 400);
  });

  it('leaves explicit images out under moderate and strict safesearch', async () => {
    const account = await websearchAccount(t, 'pro');
    const explicit = async (safesearch: 'off' | 'moderate') =>
      exactly.websearch(
        imageSearchSchema,
        await t.run(account, 'websearch_image_search', { q: 'octopus gallery', safesearch }),
      );
    const off = await explicit('off');
    expect(off.results.some((image) => image.title.includes('(18+)'))).toBe(true);
    const moderate = await explicit('moderate');
    expect(moderate.results.some((image) => image.title.includes('(18+)'))).toBe(false);
    expect(moderate.query.show_strict_warning).toBe(true);
    expect(moderate.extra.might_be_offensive).toBe(true);
  });
});
