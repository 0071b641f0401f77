/*
 * The search box's query language, as far as the service documents it: words (all must match,
 * any case), `a|b` (either), and `-word` (must not match).
 */

interface Query {
  /** Each entry is a set of alternatives, one of which must appear. */
  required: string[][];
  excluded: string[];
}

function parse(q: string): Query {
  const required: string[][] = [];
  const excluded: string[] = [];
  for (const token of q.toLowerCase().split(/\s+/).filter(Boolean)) {
    if (token.startsWith('-') && token.length > 1) excluded.push(token.slice(1));
    else required.push(token.split('|').filter(Boolean));
  }
  return { required, excluded };
}

/** The text of a result, by how much a match in it counts. */
export interface Searchable {
  title: string;
  /** Tags, keywords, a handle: what the owner labelled it with. */
  labels: readonly string[];
  /** Description, channel title. */
  body: readonly string[];
}

/**
 * How well `item` matches `q`: 0 when it does not, otherwise more for words in its title (3)
 * than in its labels (2) or body (1). An empty query matches everything with score 1.
 */
export function matchScore(q: string | undefined, item: Searchable): number {
  if (q === undefined || q.trim() === '') return 1;
  const query = parse(q);
  const title = item.title.toLowerCase();
  const labels = item.labels.join(' ').toLowerCase();
  const body = item.body.join(' ').toLowerCase();
  const score = (word: string) =>
    (title.includes(word) ? 3 : 0) +
    (labels.includes(word) ? 2 : 0) +
    (body.includes(word) ? 1 : 0);
  if (query.excluded.some((word) => score(word) > 0)) return 0;
  let total = 0;
  for (const alternatives of query.required) {
    const best = Math.max(0, ...alternatives.map(score));
    if (best === 0) return 0;
    total += best;
  }
  return total;
}
