/**
 * A goggle (docs/connectors.md §4.5 `goggles_id`): a file of rules re-ranking results by URL.
 * Rules are lines `pattern$options`: `pattern` matches the URL (`*` any text, `^` a separator),
 * options are `boost[=n]`, `downrank[=n]`, `discard` and `site=host`; `!` lines are comments.
 */
export interface Goggle {
  readonly url: string;
  readonly rules: readonly GoggleRule[];
}

interface GoggleRule {
  readonly pattern: RegExp | undefined;
  readonly site: string | undefined;
  readonly action: 'boost' | 'downrank' | 'discard';
  readonly strength: number;
}

/** What a goggle does to one result: leave it out, or multiply its score. */
export type GoggleEffect = { discard: true } | { discard: false; factor: number };

/**
 * The goggles the simulated service can fetch, by URL. Any other URL cannot be fetched: the
 * service refuses the request (docs/internals/emulator.md §"Beyond the spec").
 */
export const SHIPPED_GOGGLES: Readonly<Record<string, string>> = {
  'https://goggles.search.example/encyclopedic.goggle': [
    '! name: Encyclopedic',
    '! description: Reference works first, forums last.',
    '$boost=5,site=encyclopedia.example.org',
    '/wiki/$boost=3',
    '/reference/$boost=2',
    '/forum/$downrank=4',
  ].join('\n'),
  'https://goggles.search.example/no-forums.goggle': [
    '! name: No forums',
    '! description: Leaves discussion threads out.',
    '/forum/$discard',
  ].join('\n'),
  'https://goggles.search.example/news-first.goggle': [
    '! name: News first',
    '! description: Reporting and analysis above everything else.',
    '/news/$boost=4',
    '/reviews/$boost=2',
  ].join('\n'),
};

function patternOf(text: string): RegExp | undefined {
  if (text === '') return undefined;
  const source = text
    .split('')
    .map((char) => {
      if (char === '*') return '.*';
      if (char === '^') return '(?:[^\\w.%-]|$)';
      return char.replace(/[.+?${}()|[\]\\/]/g, '\\$&');
    })
    .join('');
  return new RegExp(source, 'i');
}

function ruleOf(line: string): GoggleRule | undefined {
  const dollar = line.lastIndexOf('$');
  const pattern = patternOf(dollar === -1 ? line : line.slice(0, dollar));
  const options = dollar === -1 ? [] : line.slice(dollar + 1).split(',');
  let action: GoggleRule['action'] = 'boost';
  let strength = 1;
  let site: string | undefined;
  for (const option of options) {
    const [name = '', value] = option.trim().split('=');
    if (name === 'site') site = value?.toLowerCase();
    if (name === 'boost' || name === 'downrank' || name === 'discard') {
      action = name;
      strength = Math.min(10, Math.max(1, Number(value ?? 1) || 1));
    }
  }
  return pattern === undefined && site === undefined
    ? undefined
    : { pattern, site, action, strength };
}

/** The shipped goggle at `url`, parsed; undefined for a URL the service cannot fetch. */
export function findGoggle(url: string): Goggle | undefined {
  const text = SHIPPED_GOGGLES[url];
  if (text === undefined) return undefined;
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('!'))
    .flatMap((line) => ruleOf(line) ?? []);
  return { url, rules };
}

/**
 * What `goggle` does to a result at `url` on `host`: discarded when a `discard` rule matches,
 * otherwise its score times (1 + n) for each `boost=n` and divided by (1 + n) for each
 * `downrank=n` that matches.
 */
export function goggleEffect(goggle: Goggle, url: string, host: string): GoggleEffect {
  let factor = 1;
  for (const rule of goggle.rules) {
    const matches =
      (rule.site === undefined || host === rule.site || host.endsWith(`.${rule.site}`)) &&
      (rule.pattern === undefined || rule.pattern.test(url));
    if (!matches) continue;
    if (rule.action === 'discard') return { discard: true };
    factor = rule.action === 'boost' ? factor * (1 + rule.strength) : factor / (1 + rule.strength);
  }
  return { discard: false, factor };
}
