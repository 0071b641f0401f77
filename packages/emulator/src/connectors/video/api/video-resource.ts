import { sharedById } from '../access/access.ts';
import type { Video, VideoWorkspace } from '../store.ts';
import { isoDuration } from './duration.ts';
import { withParts } from './parts.ts';

export const VIDEO_PARTS = [
  'id',
  'snippet',
  'contentDetails',
  'statistics',
  'status',
  'player',
] as const;

/** Shows a video with the parts asked for. */
export type VideoRenderer = (video: Video, parts: ReadonlySet<string>) => Record<string, unknown>;

/**
 * What shows videos as the service does (docs/tool-results.md Video): it reads the channels (for
 * `channelTitle`) and captions (for `contentDetails.caption`) once for the whole run.
 */
export async function videoRenderer(workspace: VideoWorkspace): Promise<VideoRenderer> {
  const channels = await sharedById(workspace.channels);
  const captioned = new Set(
    (await workspace.captions.allShared())
      .filter((caption) => caption.trackKind !== 'asr' && !caption.isDraft)
      .map((caption) => caption.videoId),
  );
  return (video, parts) =>
    withParts('youtube#video', video.id, parts, {
      snippet: {
        publishedAt: video.publishedAt,
        channelId: video.channelId,
        title: video.title,
        description: video.description,
        thumbnails: workspace.links.thumbnails('video', video.id),
        channelTitle: channels.get(video.channelId)?.title ?? '',
        // The service leaves out an empty tag list.
        ...(video.tags.length > 0 && { tags: video.tags }),
        categoryId: video.categoryId,
        liveBroadcastContent: 'none',
        ...(video.defaultLanguage !== null && { defaultLanguage: video.defaultLanguage }),
        localized: { title: video.title, description: video.description },
        ...(video.defaultAudioLanguage !== null && {
          defaultAudioLanguage: video.defaultAudioLanguage,
        }),
      },
      contentDetails: {
        duration: isoDuration(video.durationSeconds),
        dimension: '2d',
        definition: video.definition,
        caption: String(captioned.has(video.id)),
        licensedContent: false,
        contentRating:
          video.contentRating === 'ageRestricted' ? { ytRating: 'ytAgeRestricted' } : {},
        projection: 'rectangular',
      },
      statistics: {
        viewCount: String(video.viewCount),
        likeCount: String(video.likeCount),
        favoriteCount: '0',
        // The service leaves the comment count out when comments are turned off.
        ...(!video.commentsDisabled && { commentCount: String(video.commentCount) }),
      },
      status: {
        uploadStatus: 'processed',
        privacyStatus: video.privacyStatus,
        license: video.license,
        embeddable: video.embeddable,
        publicStatsViewable: video.publicStatsViewable,
        madeForKids: video.madeForKids,
      },
      player: {
        embedHtml: `<iframe width="480" height="270" src="//www.youtube.com/embed/${video.id}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
      },
    });
}
