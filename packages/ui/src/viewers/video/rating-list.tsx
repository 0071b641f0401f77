import type { Rating } from './video-shapes.ts';

const RATINGS: Readonly<Record<string, string>> = {
  like: 'Liked',
  dislike: 'Disliked',
  none: 'Not rated',
};

/** The user's own rating of each video (video_videos_get_rating). */
export function RatingList({ ratings }: { ratings: readonly Rating[] }) {
  return (
    <dl className="pb-viewer pb-facts" data-viewer="video-ratings">
      {ratings.map((rating) => (
        <div key={rating.videoId} className="pb-facts__item">
          <dt>
            Your rating of <code>{rating.videoId}</code>
          </dt>
          <dd>{RATINGS[rating.rating] ?? rating.rating}</dd>
        </div>
      ))}
    </dl>
  );
}
