import SearchableMap from 'minisearch/SearchableMap';
import { fold, isStopWord, words } from './text-analysis.ts';

/**
 * The words of the corpus and in how many texts each occurs: what spelling corrections choose
 * from.
 */
export interface Vocabulary {
  /**
   * `query` with each word the corpus does not know replaced by the closest one it knows (one
   * edit for short words, two for longer ones; the most frequent among the closest), or
   * undefined when every word is known or none has a close match.
   */
  correct(query: string): string | undefined;
}

/** Words of fewer letters are left as they are: too many words are one edit away. */
const MIN_LENGTH = 3;

/**
 * A vocabulary of every word in `texts`, in a radix tree that finds the words within an edit
 * distance quickly (MiniSearch's SearchableMap).
 *
 * @example
 * const vocabulary = buildVocabulary(['The James Webb telescope']);
 * vocabulary.correct('jmes webb telescop'); // 'james webb telescope'
 */
export function buildVocabulary(texts: Iterable<string>): Vocabulary {
  // The corpus repeats sentences across pages: count each distinct text once.
  const frequencies = new Map<string, number>();
  for (const text of new Set(texts)) {
    for (const word of words(text)) {
      const folded = fold(word);
      frequencies.set(folded, (frequencies.get(folded) ?? 0) + 1);
    }
  }
  const counts = SearchableMap.from<number>(frequencies);

  function closest(word: string): string | undefined {
    let best: { word: string; distance: number; count: number } | undefined;
    const candidates = counts.fuzzyGet(word, word.length <= 4 ? 1 : 2);
    for (const [candidate, [count, distance]] of candidates) {
      if (
        best === undefined ||
        distance < best.distance ||
        (distance === best.distance && count > best.count)
      ) {
        best = { word: candidate, distance, count };
      }
    }
    return best?.word;
  }

  return {
    correct(query) {
      let changed = false;
      const corrected = words(query).map((word) => {
        const folded = fold(word);
        if (folded.length < MIN_LENGTH || /\d/.test(folded) || isStopWord(folded)) return folded;
        if (counts.has(folded)) return folded;
        const replacement = closest(folded);
        if (replacement === undefined) return folded;
        changed = true;
        return replacement;
      });
      return changed ? corrected.join(' ') : undefined;
    },
  };
}
