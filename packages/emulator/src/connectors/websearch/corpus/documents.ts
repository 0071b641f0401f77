import type { SeededRandom } from './seeded-random.ts';
import type { Language, Site } from './sites.ts';
import type { PageKind } from './templates.ts';
import type { Entity, Topic } from './topics.ts';

/**
 * How safe a document is for safesearch (docs/connectors.md §4.5): `mature` is adult but not
 * explicit (left out by `strict`), `explicit` is left out by `moderate` and `strict`.
 */
export type ContentRating = 'safe' | 'mature' | 'explicit';

/** What every searchable document has: where it is, what it is about, when and how safe. */
export interface CorpusDocument {
  /** Its position in its vertical: the id the text index knows it by. */
  readonly no: number;
  readonly url: string;
  readonly title: string;
  readonly site: Site;
  readonly language: Language;
  /** How long before "now" (the emulator clock) it was published. */
  readonly ageSeconds: number;
  readonly rating: ContentRating;
  readonly topic: Topic;
  readonly entity: Entity;
}

export interface WebPage extends CorpusDocument {
  readonly kind: PageKind;
  /** May hold quantities (units.ts). */
  readonly description: string;
  /** Further sentences of the page: extra snippets and LLM context come from them. */
  readonly body: readonly string[];
  readonly hasThumbnail: boolean;
}

export interface NewsItem extends CorpusDocument {
  readonly description: string;
  readonly body: readonly string[];
  readonly breaking: boolean;
  readonly live: boolean;
}

export interface ImageItem extends CorpusDocument {
  /** The image file itself (`properties.url`); `url` is the page showing it. */
  readonly imageUrl: string;
  readonly width: number;
  readonly height: number;
  readonly hue: number;
}

export interface VideoItem extends CorpusDocument {
  readonly description: string;
  readonly creator: string;
  readonly durationSeconds: number;
  readonly views: number;
  readonly hue: number;
  readonly tags: readonly string[];
}

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Shares of documents by age band: [share, youngest, oldest] in seconds. */
export type AgeMix = readonly (readonly [number, number, number])[];

export const WEB_AGES: AgeMix = [
  [0.03, HOUR, DAY],
  [0.07, DAY, 7 * DAY],
  [0.15, 7 * DAY, 31 * DAY],
  [0.35, 31 * DAY, 365 * DAY],
  [0.4, 365 * DAY, 3650 * DAY],
];
export const NEWS_AGES: AgeMix = [
  [0.12, 10 * 60, DAY],
  [0.28, DAY, 7 * DAY],
  [0.35, 7 * DAY, 31 * DAY],
  [0.25, 31 * DAY, 365 * DAY],
];
export const VIDEO_AGES: AgeMix = [
  [0.05, HOUR, DAY],
  [0.15, DAY, 7 * DAY],
  [0.25, 7 * DAY, 31 * DAY],
  [0.3, 31 * DAY, 365 * DAY],
  [0.25, 365 * DAY, 2900 * DAY],
];

/** An age drawn from `mix`. */
export function sampleAge(random: SeededRandom, mix: AgeMix): number {
  let roll = random.next();
  for (const [share, youngest, oldest] of mix) {
    if (roll < share) return random.int(youngest, oldest);
    roll -= share;
  }
  const last = mix[mix.length - 1];
  return last === undefined ? DAY : random.int(last[1], last[2]);
}

/** The values templates are filled with for `entity` published by `site` in `language`. */
export function templateValues(
  topic: Topic,
  entity: Entity,
  sibling: Entity,
  site: Site,
  count: number,
): Record<string, string> {
  return {
    entity: entity.name,
    short: entity.short,
    kind: entity.kind,
    description: entity.description,
    topic: topic.label[site.language],
    sibling: sibling.name,
    site: site.name,
    count: String(count),
  };
}

/** A URL path segment for `text`: lower case, ASCII letters and digits joined by hyphens. */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

/** Another entity of the same topic, to relate to. */
export function siblingOf(topic: Topic, entity: Entity, random: SeededRandom): Entity {
  const others = topic.entities.filter((other) => other !== entity);
  return others.length === 0 ? entity : random.pick(others);
}
