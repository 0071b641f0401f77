import { describe, expect, it } from 'vitest';
import { exactly } from '../../../test/exact-answers.ts';
import { videoCategoryListSchema } from '../../../test/result-parts.ts';
import { setupVideoHarness } from '../../../test/video-harness.ts';

const t = setupVideoHarness();
const categories = videoCategoryListSchema;

async function list(account: string, params: Record<string, unknown>) {
  return exactly.video(categories, await t.run(account, 'video_video_categories_list', params))
    .items;
}

describe('video_video_categories_list', () => {
  it('lists a region’s categories, some only where they are offered', async () => {
    const account = await t.account();
    const us = await list(account, { region_code: 'US' });
    expect(us[0]).toMatchObject({
      id: '1',
      snippet: {
        title: 'Film & Animation',
        assignable: true,
        channelId: 'UCBR8-60-B28hp2BmDPdntcQ',
      },
    });
    expect(us.map((category) => category.id)).toContain('29');
    const de = await list(account, { region_code: 'de' });
    expect(de.map((category) => category.id)).not.toContain('29');
    expect(de).toHaveLength(us.length - 1);
    expect(await list(account, { region_code: 'XX' })).toEqual([]);
  });

  it('finds categories by id, unknown ones left out, titles in the language of hl', async () => {
    const account = await t.account();
    const found = await list(account, { id: '26,999,18', hl: 'es-419' });
    expect(found.map((category) => [category.id, category.snippet])).toEqual([
      [
        '26',
        {
          title: 'Consejos y estilo',
          assignable: true,
          channelId: 'UCBR8-60-B28hp2BmDPdntcQ',
        },
      ],
      ['18', { title: 'Short Movies', assignable: false, channelId: 'UCBR8-60-B28hp2BmDPdntcQ' }],
    ]);
    const unknownLanguage = await list(account, { id: '26', hl: 'nl' });
    expect(unknownLanguage[0]?.snippet.title).toBe('Howto & Style');
  });
});
