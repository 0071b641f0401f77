import {
  sampleAge,
  siblingOf,
  slugOf,
  templateValues,
  VIDEO_AGES,
  type VideoItem,
} from './documents.ts';
import type { SeededRandom } from './seeded-random.ts';
import type { Site } from './sites.ts';
import { ENGLISH_VIDEOS, fill, OTHER_LANGUAGES } from './templates.ts';
import { TOPICS } from './topics.ts';

/** How many videos each entity gets. */
const VIDEOS_PER_ENTITY = 16;

/** Views from 100 to about 5 million, most videos having few. */
function viewCount(random: SeededRandom): number {
  return Math.round(10 ** (2 + random.next() * 4.7));
}

/**
 * The videos: every entity on the video sites, in their languages, plus an explicit clip for
 * every other entity (what safesearch `moderate` and `strict` leave out).
 */
export function buildVideoItems(random: SeededRandom, sites: readonly Site[]): VideoItem[] {
  const videoSites = sites.filter((site) => site.kind === 'video');
  const adultSites = sites.filter((site) => site.kind === 'adult');
  const items: VideoItem[] = [];
  for (const topic of TOPICS) {
    topic.entities.forEach((entity, index) => {
      for (let n = 0; n <= VIDEOS_PER_ENTITY; n += 1) {
        const explicit = n === VIDEOS_PER_ENTITY;
        if (explicit && index % 2 === 1) continue;
        const site = explicit ? random.pick(adultSites) : random.pick(videoSites);
        const minutes = random.int(1, 59);
        const values = templateValues(
          topic,
          entity,
          siblingOf(topic, entity, random),
          site,
          minutes,
        );
        let title: string;
        let description: string;
        if (explicit) {
          title = `Explicit ${entity.name} clip (18+)`;
          description = 'Explicit content for adults only.';
        } else if (site.language === 'en') {
          title = fill(random.pick(ENGLISH_VIDEOS.titles), values);
          description = `${fill(ENGLISH_VIDEOS.lead, values)} ${random.pick(entity.facts)}`;
        } else {
          const wording = OTHER_LANGUAGES[site.language];
          title = fill(random.pick(wording.videos), values);
          description = `${fill(wording.videoLead, values)} ${fill(random.pick(wording.body), values)}`;
        }
        const no = items.length;
        items.push({
          no,
          url: `https://${site.host}/watch/${slugOf(title)}-${no.toString(36)}`,
          title,
          description,
          site,
          language: site.language,
          ageSeconds: sampleAge(random, VIDEO_AGES),
          rating: explicit ? 'explicit' : 'safe',
          topic,
          entity,
          creator: random.pick(ENGLISH_VIDEOS.creators),
          durationSeconds: minutes * 60 + random.int(0, 59),
          views: viewCount(random),
          hue: random.int(0, 359),
          tags: [entity.short, ...random.sample(entity.searches, 2)],
        });
      }
    });
  }
  return items;
}
