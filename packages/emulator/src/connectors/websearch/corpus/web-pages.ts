import {
  sampleAge,
  siblingOf,
  slugOf,
  templateValues,
  WEB_AGES,
  type WebPage,
} from './documents.ts';
import type { SeededRandom } from './seeded-random.ts';
import type { Site, SiteKind } from './sites.ts';
import { ENGLISH_PAGES, fill, OTHER_LANGUAGES, PAGE_PATHS, type PageKind } from './templates.ts';
import { type Entity, TOPICS, type Topic } from './topics.ts';

/** Which sites publish each kind of page. */
const PUBLISHERS: Readonly<Record<PageKind, readonly SiteKind[]>> = {
  overview: ['encyclopedia', 'reference'],
  history: ['encyclopedia', 'reference'],
  faq: ['reference', 'blog'],
  guide: ['blog', 'reference'],
  tips: ['blog'],
  review: ['blog', 'news'],
  forum: ['forum'],
  analysis: ['news', 'blog'],
};
const PAGE_KINDS = Object.keys(PUBLISHERS) as PageKind[];

/** How many sites write each kind of page about each entity. */
const SITES_PER_KIND = 7;

interface PageDraft {
  kind: PageKind;
  site: Site;
  topic: Topic;
  entity: Entity;
  title: string;
  description: string;
  body: string[];
  rating: WebPage['rating'];
}

/** The words of a page about `entity` of `kind`, in its site's language. */
function draftPage(
  random: SeededRandom,
  kind: PageKind,
  site: Site,
  topic: Topic,
  entity: Entity,
): PageDraft {
  const sibling = siblingOf(topic, entity, random);
  const values = templateValues(topic, entity, sibling, site, random.int(5, 12));
  if (site.language === 'en') {
    const wording = ENGLISH_PAGES[kind];
    const [first = entity.description, ...facts] = random.sample(entity.facts, 3);
    const relatedFact = random.pick(sibling.facts);
    return {
      kind,
      site,
      topic,
      entity,
      title: fill(random.pick(wording.titles), values),
      description: `${fill(random.pick(wording.leads), values)} ${first}`,
      body: [...facts, ...wording.body.map((sentence) => fill(sentence, values)), relatedFact],
      rating: 'safe',
    };
  }
  const wording = OTHER_LANGUAGES[site.language];
  const [lead, ...body] = random
    .sample(wording.body, wording.body.length)
    .map((sentence) => fill(sentence, values));
  return {
    kind,
    site,
    topic,
    entity,
    title: fill(wording.titles[kind], values),
    description: `${fill(random.pick(wording.leads), values)} ${lead ?? ''}`.trim(),
    body,
    rating: 'safe',
  };
}

/** An adults-only thread about `entity`: what safesearch `strict` leaves out. */
function draftMaturePage(topic: Topic, entity: Entity, site: Site): PageDraft {
  const values = { entity: entity.name, short: entity.short, topic: topic.label.en };
  return {
    kind: 'forum',
    site,
    topic,
    entity,
    title: fill('Adults-only {entity} talk (18+)', values),
    description: fill(
      'Mature content for adults only. Frank, uncensored talk about {entity} and {topic}.',
      values,
    ),
    body: [
      'You must be 18 or older to read this thread.',
      fill('Members share unfiltered opinions about {short}.', values),
    ],
    rating: 'mature',
  };
}

/**
 * The web pages: for every entity, each page kind written by several sites of the kinds that
 * publish it (the encyclopedia always writes the overview), in their languages, plus one
 * adults-only thread.
 */
export function buildWebPages(random: SeededRandom, sites: readonly Site[]): WebPage[] {
  const [encyclopedia] = sites;
  const adultSites = sites.filter((site) => site.kind === 'adult');
  const drafts: PageDraft[] = [];
  for (const topic of TOPICS) {
    for (const entity of topic.entities) {
      for (const kind of PAGE_KINDS) {
        const publishers = sites.filter(
          (site) => PUBLISHERS[kind].includes(site.kind) && site !== encyclopedia,
        );
        const chosen =
          kind === 'overview' && encyclopedia !== undefined
            ? [encyclopedia, ...random.sample(publishers, SITES_PER_KIND - 1)]
            : random.sample(publishers, SITES_PER_KIND);
        for (const site of chosen) drafts.push(draftPage(random, kind, site, topic, entity));
      }
      drafts.push(draftMaturePage(topic, entity, random.pick(adultSites)));
    }
  }

  const urls = new Set<string>();
  return drafts.map((draft, no) => {
    const section =
      draft.kind === 'forum' ? `forum/t/${random.int(10_000, 99_999)}` : PAGE_PATHS[draft.kind];
    const base = `https://${draft.site.host}/${section}/${slugOf(draft.title)}`;
    let url = base;
    for (let copy = 2; urls.has(url); copy += 1) url = `${base}-${copy}`;
    urls.add(url);
    return {
      ...draft,
      no,
      url,
      language: draft.site.language,
      ageSeconds: sampleAge(random, WEB_AGES),
      hasThumbnail: random.chance(0.4),
    };
  });
}
