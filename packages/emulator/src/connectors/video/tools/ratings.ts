import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { byId, canSeeVideo, visibleVideo } from '../access/access.ts';
import { etagOf } from '../api/ids.ts';
import { commaList } from '../api/params.ts';
import type { VideoWorkspace } from '../store.ts';

/**
 * video_videos_rate: like, dislike or clear the account's rating of a video it can see; the
 * video's like count follows. The service answers 204, an empty body.
 */
export async function rateVideo(
  params: ToolParams<'video_videos_rate'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const video = await visibleVideo(workspace, params.video_id, 'id');
  const before = (await workspace.ratings.get(video.id))?.rating ?? 'none';
  const after = params.rating;
  if (before === after) return {};
  if (after === 'none') await workspace.ratings.delete(video.id);
  else if (before === 'none') await workspace.ratings.insert({ id: video.id, rating: after });
  else await workspace.ratings.update({ id: video.id, rating: after });
  const likeChange = (after === 'like' ? 1 : 0) - (before === 'like' ? 1 : 0);
  if (likeChange !== 0) {
    await workspace.videos.update({ ...video, likeCount: video.likeCount + likeChange });
  }
  return {};
}

/**
 * video_videos_get_rating: the account's rating of each video named (`like`, `dislike` or
 * `none`), in the order given; videos it cannot see are left out.
 */
export async function getVideoRatings(
  params: ToolParams<'video_videos_get_rating'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const videos = await byId(workspace.videos);
  const ratings = await byId(workspace.ratings);
  const items = commaList(params.id).flatMap((videoId) => {
    const video = videos.get(videoId);
    if (video === undefined || !canSeeVideo(workspace, video)) return [];
    return [{ videoId, rating: ratings.get(videoId)?.rating ?? 'none' }];
  });
  const kind = 'youtube#videoGetRatingResponse';
  return { kind, etag: etagOf({ kind, items }), items };
}
