import { describe, expect, it } from 'vitest';
import { corpus } from './corpus.ts';
import { seededRandom } from './seeded-random.ts';
import { buildSites } from './sites.ts';
import { buildWebPages } from './web-pages.ts';

describe('the corpus', () => {
  it('holds thousands of documents in four languages, of every safety rating', () => {
    const { web, news, images, videos, places, sites } = corpus();
    expect(web.docs.length).toBeGreaterThan(2500);
    expect(news.docs.length).toBeGreaterThan(1000);
    expect(images.docs.length).toBeGreaterThan(1000);
    expect(videos.docs.length).toBeGreaterThan(500);
    expect(places.docs.length).toBeGreaterThanOrEqual(600);
    expect(new Set(web.docs.map((page) => page.language))).toEqual(
      new Set(['en', 'de', 'fr', 'es']),
    );
    expect(new Set(web.docs.map((page) => page.rating))).toEqual(new Set(['safe', 'mature']));
    expect(new Set(images.docs.map((image) => image.rating))).toEqual(
      new Set(['safe', 'explicit']),
    );
    expect(new Set(web.docs.map((page) => page.url)).size).toBe(web.docs.length);
    for (const site of sites) expect(site.host).toMatch(/\.example\.(com|org|net)$/);
  });

  it('is the same in every process: generated from fixed seeds', () => {
    const again = buildWebPages(seededRandom(2), buildSites(seededRandom(1)));
    const built = corpus().web.docs;
    expect(again.map((page) => [page.url, page.title, page.ageSeconds])).toEqual(
      built.map((page) => [page.url, page.title, page.ageSeconds]),
    );
  });
});
