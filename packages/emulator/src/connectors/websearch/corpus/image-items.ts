import { type ImageItem, sampleAge, slugOf, WEB_AGES } from './documents.ts';
import type { SeededRandom } from './seeded-random.ts';
import type { Site } from './sites.ts';
import { IMAGE_SUBJECTS } from './templates.ts';
import { TOPICS } from './topics.ts';

/** How many images each entity gets, and the sizes they come in. */
const IMAGES_PER_ENTITY = 30;
const SIZES = [
  [1200, 800],
  [1600, 900],
  [800, 800],
  [1024, 768],
  [2048, 1365],
] as const;

/**
 * The images: English-language sites' pictures of every entity, plus one explicit gallery image
 * per entity (what safesearch `moderate` and `strict` leave out).
 */
export function buildImageItems(random: SeededRandom, sites: readonly Site[]): ImageItem[] {
  const hosts = sites.filter(
    (site) => site.language === 'en' && site.kind !== 'adult' && site.kind !== 'forum',
  );
  const adultSites = sites.filter((site) => site.kind === 'adult');
  const items: ImageItem[] = [];
  const add = (image: Omit<ImageItem, 'no' | 'url' | 'imageUrl'>) => {
    const no = items.length;
    const slug = `${slugOf(image.title)}-${no}`;
    items.push({
      ...image,
      no,
      url: `https://${image.site.host}/images/${slug}`,
      imageUrl: `https://${image.site.host}/media/${slug}.jpg`,
    });
  };
  for (const topic of TOPICS) {
    for (const entity of topic.entities) {
      for (let n = 0; n < IMAGES_PER_ENTITY; n += 1) {
        const [width, height] = random.pick(SIZES);
        const site = random.pick(hosts);
        add({
          title: `${entity.name} ${random.pick(IMAGE_SUBJECTS)}`,
          site,
          language: 'en',
          ageSeconds: sampleAge(random, WEB_AGES),
          rating: 'safe',
          topic,
          entity,
          width,
          height,
          hue: random.int(0, 359),
        });
      }
      add({
        title: `Explicit ${entity.name} gallery (18+)`,
        site: random.pick(adultSites),
        language: 'en',
        ageSeconds: sampleAge(random, WEB_AGES),
        rating: 'explicit',
        topic,
        entity,
        width: 1200,
        height: 800,
        hue: 330,
      });
    }
  }
  return items;
}
