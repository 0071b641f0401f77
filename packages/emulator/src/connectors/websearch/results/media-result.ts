import type { ImageItem, VideoItem } from '../corpus/documents.ts';
import { publishedAt } from '../search/freshness.ts';
import { searchTerms } from '../search/text-analysis.ts';
import { ageText, pageAge } from './age.ts';
import { metaUrl, type Presentation } from './presentation.ts';
import { swatch } from './thumbnails.ts';
import { presentText } from './web-result.ts';

/** `MM:SS`, or `H:MM:SS` from an hour, as the service writes durations. */
function duration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}`
    : `${String(minutes).padStart(2, '0')}:${rest}`;
}

/** docs/tool-results.md §"websearch": a video result. */
export function videoResult(item: VideoItem, presentation: Presentation): Record<string, unknown> {
  const published = publishedAt(item.ageSeconds, presentation.now);
  const thumbnail = swatch(item.title, item.hue, 320, 180);
  return {
    type: 'video_result',
    title: item.title,
    url: item.url,
    description: presentText(item.description, presentation),
    age: ageText(published, presentation.now, presentation.locale),
    page_age: pageAge(published),
    family_friendly: item.rating === 'safe',
    video: {
      duration: duration(item.durationSeconds),
      views: item.views,
      creator: item.creator,
      publisher: item.site.name,
      thumbnail: { src: thumbnail },
      tags: item.tags,
      requires_subscription: false,
    },
    meta_url: metaUrl(item.url, item.site),
    thumbnail: { src: thumbnail, original: `${item.url}/thumbnail.jpg` },
  };
}

/**
 * How sure the service is the image shows what was asked: `high` when its title holds every
 * query term, `medium` for half of them, `low` otherwise.
 */
function confidence(title: string, terms: ReadonlySet<string>): 'high' | 'medium' | 'low' {
  if (terms.size === 0) return 'low';
  const titleTerms = searchTerms(title);
  const found = [...terms].filter((term) => titleTerms.has(term)).length;
  if (found === terms.size) return 'high';
  return found * 2 >= terms.size ? 'medium' : 'low';
}

/** docs/tool-results.md §"websearch": an image result. */
export function imageResult(image: ImageItem, presentation: Presentation): Record<string, unknown> {
  const published = publishedAt(image.ageSeconds, presentation.now);
  return {
    type: 'image_result',
    title: image.title,
    url: image.url,
    source: image.site.host,
    page_fetched: pageAge(published),
    thumbnail: {
      src: swatch(image.title, image.hue, 200, Math.round((200 * image.height) / image.width)),
      width: 200,
      height: Math.round((200 * image.height) / image.width),
    },
    properties: {
      url: image.imageUrl,
      placeholder: swatch(image.title, image.hue, 8, 8),
      width: image.width,
      height: image.height,
      format: 'jpeg',
    },
    meta_url: metaUrl(image.url, image.site),
    confidence: confidence(image.title, presentation.terms),
  };
}
