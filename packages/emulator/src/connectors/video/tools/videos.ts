import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { canSeeVideo, isListedVideo, sharedById } from '../access/access.ts';
import { recentViews } from '../analytics/popularity.ts';
import { listResponse, pageOf, wholeList } from '../api/pagination.ts';
import { choice, commaList } from '../api/params.ts';
import { requestedParts } from '../api/parts.ts';
import { VIDEO_PARTS, videoRenderer } from '../api/video-resource.ts';
import { notFound } from '../errors.ts';
import type { Video, VideoWorkspace } from '../store.ts';
import { isCategory } from './categories.ts';

/** The popular chart of a region, most watched there lately first, in one category if asked. */
async function popularVideos(
  workspace: VideoWorkspace,
  region: string,
  categoryId: string | undefined,
): Promise<Video[]> {
  if (categoryId !== undefined && !isCategory(categoryId)) {
    throw notFound(
      'youtube.video',
      'videoChartNotFound',
      `The popular chart is not available for video category ${categoryId}; list the categories of a region with video_video_categories_list.`,
      { location: 'videoCategoryId' },
    );
  }
  const metrics = await sharedById(workspace.metrics);
  const ranked = (await workspace.videos.allShared())
    .filter((video) => isListedVideo(video))
    .filter((video) => categoryId === undefined || video.categoryId === categoryId)
    .map((video) => {
      const videoMetrics = metrics.get(video.id);
      return { video, score: videoMetrics === undefined ? 0 : recentViews(videoMetrics, region) };
    })
    .filter(({ score }) => score > 0);
  return ranked.sort((a, b) => b.score - a.score).map(({ video }) => video);
}

/** The videos the account rated `rating`, most recently rated first. */
async function ratedVideos(workspace: VideoWorkspace, rating: 'like' | 'dislike') {
  const videos = await sharedById(workspace.videos);
  return (await workspace.ratings.allShared())
    .filter((entry) => entry.rating === rating)
    .reverse()
    .flatMap((entry) => {
      const video = videos.get(entry.id);
      return video !== undefined && canSeeVideo(workspace, video) ? [video] : [];
    });
}

/**
 * video_videos_list by exactly one filter: ids (those the account can see, in the order given,
 * not paged), the popular chart (`chart=mostPopular`, in `region_code`, default US, and
 * `video_category_id`), or the account's own ratings (`my_rating` like or dislike).
 */
export async function listVideos(
  params: ToolParams<'video_videos_list'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const parts = requestedParts(params.part, VIDEO_PARTS, 'video');
  const render = await videoRenderer(workspace);
  const kind = 'youtube#videoListResponse';
  if (params.id !== undefined) {
    const videos = await sharedById(workspace.videos);
    const found = commaList(params.id).flatMap((id) => {
      const video = videos.get(id);
      return video !== undefined && canSeeVideo(workspace, video) ? [video] : [];
    });
    return listResponse(kind, wholeList(found.map((video) => render(video, parts))));
  }
  let videos: Video[];
  if (params.chart !== undefined) {
    choice('chart', params.chart, ['mostPopular'], 'mostPopular');
    const region = (params.region_code ?? 'US').toUpperCase();
    videos = await popularVideos(workspace, region, params.video_category_id);
  } else {
    const rating = choice('myRating', params.my_rating, ['like', 'dislike'], 'like');
    videos = await ratedVideos(workspace, rating);
  }
  // max_results belongs to the chart form; the service pages ratings five at a time too.
  const page = pageOf(videos, {
    maxResults: params.max_results ?? 5,
    pageToken: params.page_token,
  });
  return listResponse(kind, { ...page, items: page.items.map((video) => render(video, parts)) });
}
