'use client';

import type { VideoRating } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { VIDEO_VIEWER_STRINGS } from './video-strings.ts';

/** The user's own rating of each video (video_videos_get_rating). */
export function RatingList({ ratings }: { ratings: readonly VideoRating[] }) {
  const strings = useViewerStrings('video', VIDEO_VIEWER_STRINGS);
  const labels: Readonly<Record<string, string>> = {
    like: strings.ratingLike,
    dislike: strings.ratingDislike,
    none: strings.ratingNone,
  };
  return (
    <dl className="pb-viewer pb-facts" data-viewer="video-ratings">
      {ratings.map((rating) => (
        <div key={rating.videoId} className="pb-facts__item">
          <dt>
            {strings.yourRatingOf} <code>{rating.videoId}</code>
          </dt>
          <dd>{labels[rating.rating] ?? rating.rating}</dd>
        </div>
      ))}
    </dl>
  );
}
