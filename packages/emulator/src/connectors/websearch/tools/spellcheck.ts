import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { corpus } from '../corpus/corpus.ts';
import type { WebsearchWorkspace } from '../store.ts';

/**
 * websearch_spellcheck: the query with its misspelt words corrected against the words of the
 * corpus; no results when there is nothing to correct.
 */
export async function spellcheck(
  params: ToolParams<'websearch_spellcheck'>,
  _workspace: WebsearchWorkspace,
): Promise<ToolData> {
  const corrected = corpus().vocabulary.correct(params.q);
  return {
    type: 'spellcheck',
    query: { original: params.q },
    results: corrected === undefined ? [] : [{ query: corrected }],
  };
}
