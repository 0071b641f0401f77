import type { SeededRandom } from './seeded-random.ts';

/** The languages the simulated web is written in (ISO 639-1). */
export type Language = 'en' | 'de' | 'fr' | 'es';

/** What a site publishes: which page kinds, news, videos or images it carries. */
export type SiteKind = 'encyclopedia' | 'reference' | 'blog' | 'forum' | 'news' | 'video' | 'adult';

/** A website of the simulated web: its hostname, its profile and where it is from. */
export interface Site {
  readonly host: string;
  /** The profile name results show (docs/tool-results.md `profile.name`). */
  readonly name: string;
  readonly longName: string;
  /** ISO 3166-1 alpha-2, upper case. */
  readonly country: string;
  readonly language: Language;
  readonly kind: SiteKind;
  /** How much the ranking trusts the site, around 1. */
  readonly authority: number;
  /** The hue of its favicon. */
  readonly hue: number;
}

type SiteSeed = Omit<Site, 'hue'>;

/**
 * Named sites every search can rely on (a goggle and the tests name some of them); hostnames
 * sit under the reserved example domains (RFC 2606).
 */
const NAMED_SITES: readonly SiteSeed[] = [
  {
    host: 'encyclopedia.example.org',
    name: 'Open Encyclopedia',
    longName: 'Open Encyclopedia, the free reference',
    country: 'US',
    language: 'en',
    kind: 'encyclopedia',
    authority: 1.3,
  },
  {
    host: 'worldnews.example.com',
    name: 'World News Network',
    longName: 'World News Network',
    country: 'US',
    language: 'en',
    kind: 'news',
    authority: 1.2,
  },
  {
    host: 'dailyledger.example.com',
    name: 'The Daily Ledger',
    longName: 'The Daily Ledger, London',
    country: 'GB',
    language: 'en',
    kind: 'news',
    authority: 1.15,
  },
  {
    host: 'stackforum.example.net',
    name: 'Stackforum',
    longName: 'Stackforum community',
    country: 'US',
    language: 'en',
    kind: 'forum',
    authority: 0.9,
  },
  {
    host: 'clipstream.example.com',
    name: 'ClipStream',
    longName: 'ClipStream video',
    country: 'US',
    language: 'en',
    kind: 'video',
    authority: 1.1,
  },
  {
    host: 'vidnook.example.com',
    name: 'VidNook',
    longName: 'VidNook',
    country: 'GB',
    language: 'en',
    kind: 'video',
    authority: 1,
  },
  {
    host: 'tagesblatt.example.com',
    name: 'Tagesblatt',
    longName: 'Tagesblatt Berlin',
    country: 'DE',
    language: 'de',
    kind: 'news',
    authority: 1.1,
  },
  {
    host: 'wissen-kompakt.example.com',
    name: 'Wissen kompakt',
    longName: 'Wissen kompakt – Nachschlagewerk',
    country: 'DE',
    language: 'de',
    kind: 'encyclopedia',
    authority: 1.1,
  },
  {
    host: 'ratgeber-haus.example.com',
    name: 'Ratgeber Haus',
    longName: 'Ratgeber Haus & Alltag',
    country: 'DE',
    language: 'de',
    kind: 'blog',
    authority: 0.95,
  },
  {
    host: 'forum-treff.example.com',
    name: 'Forum-Treff',
    longName: 'Forum-Treff Community',
    country: 'DE',
    language: 'de',
    kind: 'forum',
    authority: 0.85,
  },
  {
    host: 'videothek.example.com',
    name: 'Videothek',
    longName: 'Videothek',
    country: 'DE',
    language: 'de',
    kind: 'video',
    authority: 0.95,
  },
  {
    host: 'le-quotidien.example.org',
    name: 'Le Quotidien',
    longName: 'Le Quotidien, Paris',
    country: 'FR',
    language: 'fr',
    kind: 'news',
    authority: 1.1,
  },
  {
    host: 'savoir-plus.example.org',
    name: 'Savoir Plus',
    longName: 'Savoir Plus – encyclopédie',
    country: 'FR',
    language: 'fr',
    kind: 'encyclopedia',
    authority: 1.05,
  },
  {
    host: 'blog-pratique.example.org',
    name: 'Le Blog Pratique',
    longName: 'Le Blog Pratique',
    country: 'FR',
    language: 'fr',
    kind: 'blog',
    authority: 0.9,
  },
  {
    host: 'eldiario-global.example.org',
    name: 'El Diario Global',
    longName: 'El Diario Global, Madrid',
    country: 'ES',
    language: 'es',
    kind: 'news',
    authority: 1.1,
  },
  {
    host: 'saber-mas.example.org',
    name: 'Saber Más',
    longName: 'Saber Más – enciclopedia',
    country: 'ES',
    language: 'es',
    kind: 'encyclopedia',
    authority: 1.05,
  },
  {
    host: 'foro-abierto.example.org',
    name: 'Foro Abierto',
    longName: 'Foro Abierto',
    country: 'ES',
    language: 'es',
    kind: 'forum',
    authority: 0.85,
  },
  {
    host: 'after-dark.example.net',
    name: 'After Dark',
    longName: 'After Dark (18+)',
    country: 'US',
    language: 'en',
    kind: 'adult',
    authority: 0.7,
  },
  {
    host: 'velvet-lounge.example.net',
    name: 'Velvet Lounge',
    longName: 'Velvet Lounge (18+)',
    country: 'GB',
    language: 'en',
    kind: 'adult',
    authority: 0.7,
  },
];

/** Name parts of the generated English-language sites, by kind, and how many of each. */
const GENERATED: readonly {
  kind: SiteKind;
  count: number;
  first: readonly string[];
  second: readonly string[];
  domain: string;
}[] = [
  {
    kind: 'news',
    count: 8,
    first: ['Metro', 'Coastal', 'Northern', 'Capital', 'Evening', 'Morning', 'Civic', 'Harbour'],
    second: ['Herald', 'Courier', 'Times', 'Post', 'Tribune', 'Gazette'],
    domain: 'example.com',
  },
  {
    kind: 'blog',
    count: 10,
    first: ['Practical', 'Curious', 'Weekend', 'Open', 'Bright', 'Everyday', 'Clever', 'Plain'],
    second: ['Notes', 'Guide', 'Journal', 'Handbook', 'Lab', 'Corner'],
    domain: 'example.net',
  },
  {
    kind: 'reference',
    count: 5,
    first: ['Know', 'Fact', 'Answer', 'Explain'],
    second: ['Base', 'Hub', 'Desk', 'Finder'],
    domain: 'example.org',
  },
  {
    kind: 'forum',
    count: 5,
    first: ['Ask', 'Talk', 'Thread', 'Chat'],
    second: ['Circle', 'Board', 'Square', 'Commons'],
    domain: 'example.net',
  },
];
const ENGLISH_COUNTRIES = ['US', 'GB', 'CA', 'AU', 'IN'];

/** Every site of the simulated web: the named ones, then generated English-language ones. */
export function buildSites(random: SeededRandom): Site[] {
  const seeds: SiteSeed[] = [...NAMED_SITES];
  for (const group of GENERATED) {
    const names = new Set<string>();
    while (names.size < group.count) {
      names.add(`${random.pick(group.first)} ${random.pick(group.second)}`);
    }
    for (const name of names) {
      seeds.push({
        host: `${name.toLowerCase().replace(/\s+/g, '')}.${group.domain}`,
        name,
        longName: name,
        country: random.pick(ENGLISH_COUNTRIES),
        language: 'en',
        kind: group.kind,
        authority: 0.8 + random.int(0, 30) / 100,
      });
    }
  }
  return seeds.map((seed) => ({ ...seed, hue: random.int(0, 359) }));
}
