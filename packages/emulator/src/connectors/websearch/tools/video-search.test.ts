import { beforeAll, describe, expect, it } from 'vitest';
import { exactly } from '../../../test/exact-answers.ts';
import { videoSearchSchema } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { websearchAccount } from '../../../test/websearch-accounts.ts';
import { corpus } from '../corpus/corpus.ts';

const t = setupToolHarness();

beforeAll(() => {
  corpus();
}, 60_000);

describe('websearch_video_search', () => {
  it('finds videos with their duration, creator and views', async () => {
    const account = await websearchAccount(t, 'free');
    const answer = exactly.websearch(
      videoSearchSchema,
      await t.run(account, 'websearch_video_search', { q: 'raspberry pi', count: 5 }),
    );
    expect(answer.results).toHaveLength(5);
    expect(answer.query.more_results_available).toBe(true);
    for (const video of answer.results) {
      expect(video.title).toContain('Raspberry Pi');
      expect(video.video.publisher).not.toBe('');
    }
  });

  it('keeps explicit clips out unless safesearch is off, and a freshness range applies', async () => {
    const account = await websearchAccount(t, 'data_for_ai');
    const explicit = async (safesearch: 'off' | 'strict') => {
      const answer = exactly.websearch(
        videoSearchSchema,
        await t.run(account, 'websearch_video_search', { q: 'octopus clip', safesearch }),
      );
      return {
        found: answer.results.filter((video) => !video.family_friendly).length,
        warning: answer.query.show_strict_warning,
      };
    };
    expect((await explicit('off')).found).toBeGreaterThan(0);
    expect(await explicit('strict')).toEqual({ found: 0, warning: true });

    const year = t.harness.emulator.control.now().getUTCFullYear() - 1;
    const ranged = exactly.websearch(
      videoSearchSchema,
      await t.run(account, 'websearch_video_search', {
        q: 'chess',
        freshness: `${year}-01-01to${year}-12-31`,
      }),
    );
    for (const video of ranged.results) expect(video.page_age?.startsWith(String(year))).toBe(true);
  });
});
