import { beforeAll, describe, expect, it } from 'vitest';
import { exactly } from '../../../test/exact-answers.ts';
import { spellcheckSchema } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { nextSecond, websearchAccount } from '../../../test/websearch-accounts.ts';
import { corpus } from '../corpus/corpus.ts';

const t = setupToolHarness();

beforeAll(() => {
  corpus();
}, 60_000);

describe('websearch_spellcheck', () => {
  it('corrects misspelt words to the closest known ones, and nothing else', async () => {
    const account = await websearchAccount(t, 'free');
    const answer = exactly.websearch(
      spellcheckSchema,
      await t.run(account, 'websearch_spellcheck', { q: 'jmes webb telscope' }),
    );
    expect(answer).toEqual({
      type: 'spellcheck',
      query: { original: 'jmes webb telscope' },
      results: [{ query: 'james webb telescope' }],
    });
    await nextSecond(t);
    const correct = exactly.websearch(
      spellcheckSchema,
      await t.run(account, 'websearch_spellcheck', { q: 'sourdough starter', country: 'GB' }),
    );
    expect(correct.results).toEqual([]);
  });
});
