import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { visibleVideo } from '../access/access.ts';
import { etagOf } from '../api/ids.ts';
import { commaList } from '../api/params.ts';
import { forbidden } from '../errors.ts';
import type { Caption, VideoWorkspace } from '../store.ts';

function renderCaption(caption: Caption): Record<string, unknown> {
  const snippet = {
    videoId: caption.videoId,
    lastUpdated: caption.lastUpdated,
    trackKind: caption.trackKind,
    language: caption.language,
    name: caption.name,
    audioTrackType: caption.audioTrackType,
    isCC: caption.isCC,
    isLarge: false,
    isEasyReader: false,
    isDraft: caption.isDraft,
    isAutoSynced: caption.isAutoSynced,
    status: 'serving',
  };
  return { kind: 'youtube#caption', etag: etagOf(snippet), id: caption.id, snippet };
}

/**
 * video_captions_list: the caption tracks of one of the account's own videos (the service lets
 * only a video's owner list them: 403 for anyone else's), only those of `id` when given. The
 * part is fixed to snippet.
 */
export async function listCaptions(
  params: ToolParams<'video_captions_list'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const video = await visibleVideo(workspace, params.video_id, 'videoId');
  if (video.channelId !== workspace.myChannelId) {
    throw forbidden(
      'youtube.caption',
      `The caption tracks of video ${video.id} can only be listed by its owner.`,
    );
  }
  const ids = params.id === undefined ? undefined : commaList(params.id);
  const items = (await workspace.captions.allShared())
    .filter((caption) => caption.videoId === video.id)
    .filter((caption) => ids === undefined || ids.includes(caption.id))
    .map(renderCaption);
  const kind = 'youtube#captionListResponse';
  return { kind, etag: etagOf({ kind, items }), items };
}
