import { describe, expect, it } from 'vitest';
import { exactly } from '../../../test/exact-answers.ts';
import {
  docsappDatabaseSchema,
  docsappListSchema,
  docsappPageSchema,
} from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { DOCSAPP_SEED } from '../seed/build-ids.ts';

const t = setupToolHarness();
const results = docsappListSchema('page_or_database', docsappPageSchema.or(docsappDatabaseSchema));

describe('docsapp_data_fetch', () => {
  it('finds live pages and databases by title, any case, most recently edited first', async () => {
    const account = await t.account('docsapp');
    const all = exactly.docsapp(results, await t.run(account, 'docsapp_data_fetch', {}));
    expect(all.results).toHaveLength(9);
    expect(all.results.filter((item) => item.object === 'database')).toHaveLength(1);
    const edited = all.results.map((item) => item.last_edited_time);
    expect(edited).toEqual([...edited].sort().reverse());

    const notes = exactly.docsapp(
      results,
      await t.run(account, 'docsapp_data_fetch', { query: 'NOTES' }),
    );
    expect(notes.results.map((item) => item.id).sort()).toEqual(
      [DOCSAPP_SEED.architecturePageId, DOCSAPP_SEED.meetingNotesPageId].sort(),
    );
  });

  it('pages by cursor and leaves archived pages out', async () => {
    const account = await t.account('docsapp');
    const first = exactly.docsapp(
      results,
      await t.run(account, 'docsapp_data_fetch', { page_size: 4 }),
    );
    const second = exactly.docsapp(
      results,
      await t.run(account, 'docsapp_data_fetch', {
        page_size: 4,
        start_cursor: first.next_cursor ?? '',
      }),
    );
    expect(first.has_more).toBe(true);
    expect(second.results[0]?.id).toBe(first.next_cursor);

    await t.run(account, 'docsapp_page_update', {
      page_id: DOCSAPP_SEED.meetingNotesPageId,
      archived: true,
    });
    const after = exactly.docsapp(
      results,
      await t.run(account, 'docsapp_data_fetch', { query: 'meeting' }),
    );
    expect(after.results).toEqual([]);
  });
});
