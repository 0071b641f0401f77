/*
 * How texts become search terms, the same for the index and the query: words of letters and
 * digits, lower case without accents, common words of the corpus's languages left out, and
 * plurals and past tenses folded to their stem.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** Words too common to search by: English, German, French and Spanish, and question words. */
const STOP_WORDS = new Set(
  [
    'a an and are as at be but by can did do does for from had has have how i if in into is it its',
    'me my no not of on or our so than that the their them then there these they this to was we',
    'were what when where which who why will with you your about',
    'der die das und ist ein eine zu den dem des im mit von fur auf sich nicht',
    'le la les un une et est des du en pour que qui sur au aux dans par pas',
    'el los las y es del con por para una se al lo',
  ]
    .join(' ')
    .split(' '),
);

const ASCII = /^[\x20-\x7e]*$/;

/** `text` lower case, without accents: how terms and vocabulary compare words. */
export function fold(text: string): string {
  // Most words are plain ASCII: skip the (slow) Unicode decomposition for them.
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of `text`, as written. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * A light stemmer: plurals to their singular and regular past tenses to their stem, so
 * "telescopes" finds "telescope" and "launch" finds "launched".
 */
function stem(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 5 && term.endsWith('ed') && !term.endsWith('eed')) return term.slice(0, -2);
  if (term.length > 3 && term.endsWith('s') && !/(?:ss|us|is)$/.test(term)) {
    return term.slice(0, -1);
  }
  return term;
}

/**
 * The search term of one word, or null for a word not searched by (a common word, a single
 * letter).
 *
 * @example
 * searchTerm('Telescopes'); // 'telescope'
 * searchTerm('the'); // null
 */
export function searchTerm(word: string): string | null {
  const folded = fold(word);
  if (STOP_WORDS.has(folded) || (folded.length < 2 && !/\d/.test(folded))) return null;
  return stem(folded);
}

/** Whether `word` is one a query can leave out without changing what it asks. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(fold(word));
}

/** The distinct search terms of `text`. */
export function searchTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const word of words(text)) {
    const term = searchTerm(word);
    if (term !== null) terms.add(term);
  }
  return terms;
}
