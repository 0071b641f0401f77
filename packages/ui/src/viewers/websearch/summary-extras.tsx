'use client';

import { safeHref } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { hostname } from './hostname.ts';
import { ImageGrid } from './image-grid.tsx';
import type { SummaryParts } from './summary-parts.ts';
import { WEBSEARCH_VIEWER_STRINGS } from './websearch-strings.ts';

interface About {
  name: string;
  text?: string | undefined;
  url?: string | undefined;
  provider?: string | undefined;
}

/**
 * What the summarizer tells beside its text (docs/tool-results.md: `enrichments` and
 * `entities_infos`, the answers of websearch_summarizer_enrichments and _entity_info): images,
 * the entities it mentions and what is known of them, and, when the text cites nothing, the
 * pages it was written from.
 */
export function SummaryExtras({
  summary,
  citesSources,
}: {
  summary: SummaryParts;
  citesSources: boolean;
}) {
  const strings = useViewerStrings('websearch', WEBSEARCH_VIEWER_STRINGS);
  const { enrichments, entities_infos: infos = {} } = summary;
  const images = enrichments?.images ?? [];
  const about: About[] = [
    ...(enrichments?.entities ?? []),
    ...Object.entries(infos).map(([name, info]) => ({
      name,
      text: info.description,
      provider: info.provider,
    })),
  ];
  const context = citesSources ? [] : (enrichments?.context ?? []);
  return (
    <>
      {images.length > 0 && (
        <ImageGrid
          images={images.map((image) => ({
            title: image.text,
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
