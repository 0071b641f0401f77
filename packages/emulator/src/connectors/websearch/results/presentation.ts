import type { Site } from '../corpus/sites.ts';
import type { Units } from '../corpus/units.ts';
import { swatch } from './thumbnails.ts';

/** How results are written for one request. */
export interface Presentation {
  /** The emulator clock: ages count back from it. */
  readonly now: Date;
  /** The search terms text decorations mark. */
  readonly terms: ReadonlySet<string>;
  /** `text_decorations` (default true). */
  readonly decorations: boolean;
  readonly units: Units;
  /** `ui_lang`: the language ages are written in. */
  readonly locale: string;
  /** `extra_snippets` (Pro). */
  readonly extraSnippets: boolean;
}

/** The corpus's sites are made once: so is each one's favicon and its URLs' parts. */
const favicons = new WeakMap<Site, string>();
const urlsOf = new WeakMap<Site, Map<string, Record<string, string>>>();

/** A site's favicon. */
export function favicon(site: Site): string {
  let icon = favicons.get(site);
  if (icon === undefined) {
    icon = swatch(site.name, site.hue, 16, 16);
    favicons.set(site, icon);
  }
  return icon;
}

/** docs/tool-results.md `meta_url`: the URL's parts, and its path as the service displays it. */
export function metaUrl(url: string, site: Site): Record<string, string> {
  let urls = urlsOf.get(site);
  if (urls === undefined) {
    urls = new Map();
    urlsOf.set(site, urls);
  }
  // The URLs are the corpus's, of this site: parsed once each.
  let parts = urls.get(url);
  if (parts === undefined) {
    const { protocol, hostname, pathname } = new URL(url);
    const segments = pathname.split('/').filter(Boolean);
    parts = {
      scheme: protocol.replace(':', ''),
      netloc: hostname,
      hostname,
      favicon: favicon(site),
      path: segments.length === 0 ? '' : `› ${segments.join(' › ')}`,
    };
    urls.set(url, parts);
  }
  return { ...parts };
}

/** docs/tool-results.md `profile`: the site publishing the result. */
export function profile(site: Site, url: string): Record<string, string> {
  return { name: site.name, url, long_name: site.longName, img: favicon(site) };
}

/** A slice of `ranked`: page `offset` (a page index) of `count`, and whether more follow. */
export function pageOf<T>(
  ranked: readonly T[],
  count: number,
  offset: number,
  lastOffset: number,
): { items: T[]; moreResultsAvailable: boolean } {
  const start = offset * count;
  return {
    items: ranked.slice(start, start + count),
    // A next page exists only within the offsets the tool allows (docs/connectors.md §8).
    moreResultsAvailable: offset < lastOffset && ranked.length > start + count,
  };
}
