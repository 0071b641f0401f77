import { type CatalogTool, CONNECTORS, type ConnectorId } from '@plugboard/schema';

/**
 * Words that say nothing about which tool is meant ("show me all my open deals"): dropping them
 * keeps a query's weight on the words that do.
 */
const STOP_WORDS = new Set(
  'a an and any are as at be by can do for from get give how i in into is it its me my of on or our please show some that the their them this to up us want we what which with you your all'.split(
    ' ',
  ),
);

/**
 * Words people use for what the catalog names otherwise, each mapped to the catalog's word
 * (after stemming). A query says "contacts" where the CRM says "person"; "doc" where the docs app
 * says "page"; "remove" where a tool says "delete".
 */
const SYNONYMS: Readonly<Record<string, string>> = {
  // Kept as it is: stemmed, it would read as "new".
  news: 'news',
  people: 'person',
  contact: 'person',
  customer: 'person',
  lead: 'person',
  organization: 'company',
  org: 'company',
  business: 'company',
  opportunity: 'deal',
  todo: 'task',
  reminder: 'task',
  document: 'doc',
  notion: 'doc',
  wiki: 'doc',
  sql: 'query',
  statement: 'query',
  youtube: 'video',
  clip: 'video',
  summarize: 'summary',
  summarizer: 'summary',
  internet: 'web',
  google: 'web',
  lookup: 'search',
  find: 'search',
  retrieve: 'get',
  fetch: 'get',
  read: 'get',
  view: 'get',
  add: 'create',
  new: 'create',
  make: 'create',
  insert: 'create',
  write: 'create',
  edit: 'update',
  change: 'update',
  modify: 'update',
  rename: 'update',
  remove: 'delete',
  erase: 'delete',
  archive: 'delete',
  unsubscribe: 'delete',
  thread: 'comment',
  reply: 'comment',
  property: 'column',
  attribute: 'column',
};

/** "companies" → "company", "searches" → "search", "tasks" → "task"; "status" and "class" stay. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) {
    return word.slice(0, -1);
  }
  return word;
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !STOP_WORDS.has(word));

/** A text's search terms: lower case, split at anything not a letter or digit, stemmed, canonical. */
export function terms(text: string): string[] {
  return wordsOf(text).map((word) => SYNONYMS[word] ?? SYNONYMS[stem(word)] ?? stem(word));
}

/** Whether a query names things in the plural ("contacts", "people"): it wants a list. */
function wantsMany(query: string): boolean {
  return wordsOf(query).some(
    (word) => word === 'people' || (word !== 'news' && stem(word) !== word),
  );
}
/** What a plural adds to a query's weight on list tools: a hint, below any word it said. */
const LIST_HINT = 0.5;

/** How much a term weighs in each field of a tool: its name and title say most. */
const FIELD_WEIGHTS = { name: 3, connector: 2.5, description: 1 } as const;
type Field = keyof typeof FIELD_WEIGHTS;
/** BM25's saturation and length normalization, at their usual values. */
const K1 = 1.2;
const B = 0.75;

interface Entry {
  tool: CatalogTool;
  fields: Record<Field, Map<string, number>>;
  length: number;
}

/** One ranked hit. */
export interface ToolHit {
  tool: CatalogTool;
  score: number;
}

function frequencies(words: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** A search over a set of tools by what a query means to do. */
export interface ToolIndex {
  /** The best `limit` tools for `query` (only `connector`'s when given), best first. */
  search(query: string, options?: { connector?: ConnectorId; limit?: number }): ToolHit[];
}

/**
 * An index of `tools` for ranking by intent: BM25 over each tool's name (its action), its
 * connector's id and name, and its description, the fields weighted (BM25F: a term in a name
 * counts three times one in a description), with plurals stemmed and everyday words mapped to
 * the catalog's ("contacts" finds the CRM's person tools), and a plural leaning towards list
 * tools. Ties keep the tools' order.
 */
export function createToolIndex(tools: Iterable<CatalogTool>): ToolIndex {
  const entries: Entry[] = [];
  for (const tool of tools) {
    const connector = CONNECTORS[tool.connector].name;
    // The connector has its own field; in the name it would weigh on every tool of it alike.
    const action = tool.name.slice(tool.connector.length + 1);
    const fields = {
      name: frequencies(terms(action)),
      connector: frequencies([...new Set([...terms(tool.connector), ...terms(connector)])]),
      description: frequencies(terms(tool.description)),
    };
    let length = 0;
    for (const field of Object.keys(fields) as Field[]) {
      for (const count of fields[field].values()) length += count * FIELD_WEIGHTS[field];
    }
    entries.push({ tool, fields, length });
  }
  const averageLength = entries.reduce((sum, entry) => sum + entry.length, 0) / entries.length;
  const documentFrequency = new Map<string, number>();
  for (const entry of entries) {
    const seen = new Set<string>();
    for (const field of Object.values(entry.fields))
      for (const term of field.keys()) seen.add(term);
    for (const term of seen) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const idf = (term: string) => {
    const n = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (entries.length - n + 0.5) / (n + 0.5));
  };
  return {
    search(query, { connector, limit = 10 } = {}) {
      const wanted = new Map<string, number>(terms(query).map((term) => [term, 1]));
      if (wantsMany(query) && !wanted.has('list')) wanted.set('list', LIST_HINT);
      const hits: ToolHit[] = [];
      for (const entry of entries) {
        if (connector !== undefined && entry.tool.connector !== connector) continue;
        let score = 0;
        for (const [term, weight] of wanted) {
          let weighted = 0;
          for (const field of Object.keys(FIELD_WEIGHTS) as Field[]) {
            weighted += (entry.fields[field].get(term) ?? 0) * FIELD_WEIGHTS[field];
          }
          if (weighted === 0) continue;
          const norm = K1 * (1 - B + (B * entry.length) / averageLength);
          score += (weight * idf(term) * weighted * (K1 + 1)) / (weighted + norm);
        }
        if (score > 0) hits.push({ tool: entry.tool, score });
      }
      // Array.prototype.sort is stable: equal scores keep the tools' order.
      return hits.sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}
