'use client';

import type { Guard } from '../shared/guards.ts';
import { safeHref } from '../shared/safe-href.ts';
import { useViewerStrings } from '../shared/viewer-strings.ts';
import { hostname } from './hostname.ts';
import { ImageGrid } from './image-grid.tsx';
import {
  isContextSource,
  isEnrichmentEntity,
  isEnrichmentImage,
  isEntityInfo,
  type Summarizer,
} from './websearch-shapes.ts';
import { WEBSEARCH_VIEWER_STRINGS } from './websearch-strings.ts';

/** The parts that are what they claim; the others are left out. */
function partsOf<T>(items: readonly unknown[] | undefined, is: Guard<T>): T[] {
  return (items ?? []).filter(is);
}

interface About {
  name: string;
  text?: string | undefined;
  url?: string | undefined;
  provider?: string | undefined;
}

/**
 * What the summarizer tells beside its text (docs/result-shapes.md: `enrichments` and
 * `entities_infos`, the answers of websearch_summarizer_enrichments and _entity_info): images,
 * the entities it mentions and what is known of them, and, when the text cites nothing, the
 * pages it was written from.
 */
export function SummaryExtras({
  summary,
  citesSources,
}: {
  summary: Summarizer;
  citesSources: boolean;
}) {
  const strings = useViewerStrings('websearch', WEBSEARCH_VIEWER_STRINGS);
  const { enrichments, entities_infos: infos = {} } = summary;
  const images = partsOf(enrichments?.images, isEnrichmentImage);
  const about: About[] = [
    ...partsOf(enrichments?.entities, isEnrichmentEntity),
    ...Object.entries(infos).flatMap(([name, info]) =>
      isEntityInfo(info) ? [{ name, text: info.description, provider: info.provider }] : [],
    ),
  ];
  const context = citesSources ? [] : partsOf(enrichments?.context, isContextSource);
  return (
    <>
      {images.length > 0 && (
        <ImageGrid
          images={images.map((image) => ({
            title: image.text ?? '',
            url: image.url,
            source: hostname(image.url),
            thumbnail: image.thumbnail,
          }))}
        />
      )}
      {about.length > 0 && (
        <section aria-label={strings.about}>
          <h4 className="pb-summary__heading">{strings.about}</h4>
          <dl className="pb-facts">
            {about.map((entity, index) => {
              const href = safeHref(entity.url);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: an entity may be named twice.
                <div key={index} className="pb-facts__item">
                  <dt>{href ? <a href={href}>{entity.name}</a> : entity.name}</dt>
                  <dd>
                    {entity.text}
                    {entity.provider && ` (${entity.provider})`}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      )}
      {context.length > 0 && (
        <section aria-label={strings.sources}>
          <h4 className="pb-summary__heading">{strings.sources}</h4>
          <ol className="pb-summary__sources">
            {context.map((source) => (
              <li key={source.url}>
                {safeHref(source.url) ? <a href={source.url}>{source.title}</a> : source.title}
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
