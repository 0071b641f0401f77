/**
 * How well `query` matches `text`, 0 for not at all: every word of the query has to occur in the
 * text, exactly (2 points) or with a typo or two in a word (1 point), so "acme corp", "ACME" and
 * "acmee" all find "Acme Corporation".
 */
export function fuzzyScore(query: string, text: string): number {
  const haystack = text.toLowerCase();
  const words = haystack.split(/[^\p{L}\p{N}@.]+/u).filter(Boolean);
  let score = 0;
  for (const token of query.toLowerCase().split(/\s+/).filter(Boolean)) {
    if (haystack.includes(token)) {
      score += 2;
      continue;
    }
    const allowed = token.length <= 3 ? 0 : token.length <= 6 ? 1 : 2;
    const near = words.some(
      (word) =>
        editDistance(token, word) <= allowed ||
        editDistance(token, word.slice(0, token.length)) <= allowed,
    );
    if (!near) return 0;
    score += 1;
  }
  return score;
}

/** Levenshtein distance: the fewest single-character edits that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
