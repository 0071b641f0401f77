import {
  NEWS_AGES,
  type NewsItem,
  sampleAge,
  siblingOf,
  slugOf,
  templateValues,
} from './documents.ts';
import type { SeededRandom } from './seeded-random.ts';
import type { Site } from './sites.ts';
import { ENGLISH_NEWS, fill, OTHER_LANGUAGES } from './templates.ts';
import { TOPICS } from './topics.ts';

/** How many news items each entity gets. */
const ITEMS_PER_ENTITY = 24;
const SIX_HOURS = 6 * 3600;

/**
 * The news: articles about every entity from the news sites, mostly recent; the freshest are
 * sometimes breaking or live.
 */
export function buildNewsItems(random: SeededRandom, sites: readonly Site[]): NewsItem[] {
  const newsSites = sites.filter((site) => site.kind === 'news');
  const items: NewsItem[] = [];
  for (const topic of TOPICS) {
    for (const entity of topic.entities) {
      for (let n = 0; n < ITEMS_PER_ENTITY; n += 1) {
        const site = random.pick(newsSites);
        const sibling = siblingOf(topic, entity, random);
        const values = templateValues(topic, entity, sibling, site, random.int(3, 9));
        const ageSeconds = sampleAge(random, NEWS_AGES);
        let title: string;
        let description: string;
        let body: string[];
        if (site.language === 'en') {
          title = fill(random.pick(ENGLISH_NEWS.titles), values);
          const [fact = entity.description, ...more] = random.sample(entity.facts, 3);
          description = `${fill(random.pick(ENGLISH_NEWS.leads), values)} ${fact}`;
          body = more;
        } else {
          const wording = OTHER_LANGUAGES[site.language];
          title = fill(random.pick(wording.news), values);
          const [sentence = '', ...more] = random.sample(wording.body, 3);
          description = `${fill(wording.newsLead, values)} ${fill(sentence, values)}`;
          body = more.map((text) => fill(text, values));
        }
        const fresh = ageSeconds < SIX_HOURS;
        const no = items.length;
        items.push({
          no,
          url: `https://${site.host}/news/${topic.id}/${slugOf(title)}-${no}`,
          title,
          description,
          body,
          site,
          language: site.language,
          ageSeconds,
          rating: 'safe',
          topic,
          entity,
          breaking: fresh && random.chance(0.5),
          live: fresh && random.chance(0.2),
        });
      }
    }
  }
  return items;
}
