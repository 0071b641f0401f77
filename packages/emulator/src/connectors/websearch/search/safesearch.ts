import type { ContentRating } from '../corpus/documents.ts';

/** docs/connectors.md §4.5: `off`, `moderate` (default) or `strict`. */
export type Safesearch = 'off' | 'moderate' | 'strict';

/**
 * Whether `level` lets a document rated `rating` through: `strict` only safe documents,
 * `moderate` everything but explicit media, `off` everything.
 *
 * @example
 * safesearchAllows('moderate', 'mature'); // true
 */
export function safesearchAllows(level: Safesearch, rating: ContentRating): boolean {
  if (level === 'off') return true;
  if (level === 'moderate') return rating !== 'explicit';
  return rating === 'safe';
}
