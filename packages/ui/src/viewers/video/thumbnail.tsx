import type { VideoThumbnails } from '../common/result-parts.ts';
import { safeImageSrc } from '../common/safe-href.ts';

/** The medium thumbnail (else high, else default); decorative, as the title sits beside it. */
export function Thumbnail({
  thumbnails,
  round = false,
}: {
  thumbnails?: VideoThumbnails | undefined;
  round?: boolean;
}) {
  const image = thumbnails?.medium ?? thumbnails?.high ?? thumbnails?.default;
  const src = safeImageSrc(image?.url);
  if (image === undefined || src === undefined) return null;
  return (
    <img
      className="pb-thumbnail"
      data-round={round || undefined}
      src={src}
      alt=""
      width={image.width}
      height={image.height}
      loading="lazy"
    />
  );
}
