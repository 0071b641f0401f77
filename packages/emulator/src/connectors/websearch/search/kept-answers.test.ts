import { describe, expect, it } from 'vitest';
import { keptAnswers } from './kept-answers.ts';

describe('keptAnswers', () => {
  it('makes an answer once per key, and forgets the oldest past its limit', () => {
    const made: string[] = [];
    const kept = keptAnswers<string, string>(2);
    const get = (key: string) =>
      kept.get(key, () => {
        made.push(key);
        return key.toUpperCase();
      });
    expect([get('a'), get('a'), get('b'), get('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(made).toEqual(['a', 'b']);
    get('c');
    get('b');
    get('a');
    expect(made).toEqual(['a', 'b', 'c', 'a']);
  });

  it('gives the same value back each time, for callers that only read it', () => {
    const kept = keptAnswers<number, number[]>(4);
    const first = kept.get(1, () => [1]);
    expect(kept.get(1, () => [2])).toBe(first);
  });
});
