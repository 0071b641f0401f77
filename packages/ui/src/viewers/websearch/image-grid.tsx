'use client';

import type { ImageResult } from '../common/result-parts.ts';
import { safeHref, safeImageSrc } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { WEBSEARCH_VIEWER_STRINGS } from './websearch-strings.ts';

/** What the grid shows of an image: an image search's result, or an image of a summary. */
export type GridImage = Pick<ImageResult, 'title' | 'url' | 'source'> & {
  thumbnail: Pick<ImageResult['thumbnail'], 'src'>;
};

/** Image search results (websearch_image_search): thumbnails linking to the page each is on. */
export function ImageGrid({ images }: { images: readonly GridImage[] }) {
  const strings = useViewerStrings('websearch', WEBSEARCH_VIEWER_STRINGS);
  return (
    <ul className="pb-viewer pb-images" data-viewer="websearch-images" aria-label={strings.images}>
      {images.map((image) => {
        const href = safeHref(image.url);
        const src = safeImageSrc(image.thumbnail.src);
        const figure = (
          <figure className="pb-images__figure">
            {src && <img src={src} alt={image.title} loading="lazy" />}
            <figcaption>
              {image.title}
              {image.source && <span className="pb-images__source">{image.source}</span>}
            </figcaption>
          </figure>
        );
        return <li key={image.url}>{href ? <a href={href}>{figure}</a> : figure}</li>;
      })}
    </ul>
  );
}
