import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { ownVideo } from '../access/access.ts';
import { choice } from '../api/params.ts';
import { videoRenderer } from '../api/video-resource.ts';
import { badRequest } from '../errors.ts';
import type { Video, VideoWorkspace } from '../store.ts';
import { assignableCategory } from './categories.ts';

type UpdateParams = ToolParams<'video_videos_update'>;

/** The service's limits on snippet fields (its upload rules). */
const MAX_TITLE = 100;
const MAX_DESCRIPTION_BYTES = 5000;
const MAX_TAG_CHARACTERS = 500;

function invalid(reason: string, message: string, location: string) {
  return badRequest('youtube.video', reason, message, { location });
}

/**
 * The new snippet. The service replaces the whole snippet: a description, tags or default
 * language left out of an update are cleared, as they are upstream.
 */
function updatedSnippet(video: Video, params: UpdateParams): Video {
  const { title, category_id: categoryId, description = '', tags = [] } = params;
  if (title === undefined || categoryId === undefined) {
    throw invalid(
      'invalidVideoMetadata',
      'A snippet update needs both title and category_id; description, tags and default_language are part of the snippet.',
      'snippet',
    );
  }
  if (title.length > MAX_TITLE || /[<>]/.test(title)) {
    throw invalid(
      'invalidTitle',
      `The title must be 1 to ${MAX_TITLE} characters without < or >.`,
      'snippet.title',
    );
  }
  if (!assignableCategory(categoryId)) {
    throw invalid(
      'invalidCategoryId',
      `${categoryId} is not a category a video can be put in; list them with video_video_categories_list (assignable: true).`,
      'snippet.categoryId',
    );
  }
  if (Buffer.byteLength(description) > MAX_DESCRIPTION_BYTES || /[<>]/.test(description)) {
    throw invalid(
      'invalidDescription',
      `The description must be at most ${MAX_DESCRIPTION_BYTES} bytes without < or >.`,
      'snippet.description',
    );
  }
  if (tags.join(',').length > MAX_TAG_CHARACTERS) {
    throw invalid(
      'invalidTags',
      `The tags must add up to at most ${MAX_TAG_CHARACTERS} characters.`,
      'snippet.tags',
    );
  }
  return {
    ...video,
    title,
    categoryId,
    description,
    tags,
    defaultLanguage: params.default_language ?? null,
  };
}

function updatedStatus(video: Video, params: UpdateParams): Video {
  const privacyStatus = choice(
    'status.privacyStatus',
    params.privacy_status,
    ['public', 'unlisted', 'private'],
    video.privacyStatus,
  );
  const license = choice(
    'status.license',
    params.license,
    ['youtube', 'creativeCommon'],
    video.license,
  );
  return {
    ...video,
    privacyStatus,
    license,
    embeddable: params.embeddable ?? video.embeddable,
    publicStatsViewable: params.public_stats_viewable ?? video.publicStatsViewable,
  };
}

/**
 * video_videos_update: the snippet (title and category_id together, replacing description, tags
 * and default language) and the status fields given, of one of the account's own videos. The
 * answer is the video with the parts the update touched.
 */
export async function updateVideo(
  params: UpdateParams,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const video = await ownVideo(workspace, params.video_id, 'id', 'update');
  const snippet =
    params.title !== undefined ||
    params.description !== undefined ||
    params.tags !== undefined ||
    params.default_language !== undefined;
  const status =
    params.privacy_status !== undefined ||
    params.license !== undefined ||
    params.embeddable !== undefined ||
    params.public_stats_viewable !== undefined;
  if (!snippet && !status) {
    throw invalid(
      'invalidVideoMetadata',
      'Nothing to update: give title and category_id (and any of description, tags, default_language), or a status field.',
      'part',
    );
  }
  let updated = snippet ? updatedSnippet(video, params) : video;
  if (status) updated = updatedStatus(updated, params);
  await workspace.videos.update(updated);
  const parts = new Set([...(snippet ? ['snippet'] : []), ...(status ? ['status'] : [])]);
  return (await videoRenderer(workspace))(updated, parts);
}

/**
 * video_videos_delete: deletes one of the account's own videos for good, with its captions,
 * comments and ratings. Playlists keep their items, shown as "Deleted video" as the service
 * shows them; its past analytics stay. The service answers 204, an empty body.
 */
export async function deleteVideo(
  params: ToolParams<'video_videos_delete'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const video = await ownVideo(workspace, params.video_id, 'id', 'delete');
  await workspace.videos.delete(video.id);
  await workspace.ratings.delete(video.id);
  for (const caption of await workspace.captions.all()) {
    if (caption.videoId === video.id) await workspace.captions.delete(caption.id);
  }
  for (const comment of await workspace.comments.all()) {
    if (comment.videoId === video.id) await workspace.comments.delete(comment.id);
  }
  return {};
}
