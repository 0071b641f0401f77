import { escapeHtml } from '../../../escape-html.ts';
import { sharedById } from '../access/access.ts';
import type { Channel, Comment, VideoWorkspace } from '../store.ts';
import { etagOf } from './ids.ts';

export const TEXT_FORMATS = ['html', 'plainText'] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];

/** `textDisplay` in HTML, as the service renders it: escaped, links made links, `<br>` lines. */
function commentHtml(text: string): string {
  return escapeHtml(text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    .replaceAll('\n', '<br>');
}

/** Shows a comment (top-level or reply) as the service does (docs/tool-results.md Comment). */
export type CommentRenderer = (comment: Comment) => Record<string, unknown>;

/** Renders comments in `format`, reading the authors' channels once. */
export async function commentRenderer(
  workspace: VideoWorkspace,
  format: TextFormat,
): Promise<CommentRenderer> {
  const channels = await sharedById(workspace.channels);
  return (comment) => {
    const author: Channel | undefined = channels.get(comment.authorChannelId);
    const handle = author?.customUrl ?? '';
    const snippet = {
      channelId: comment.channelId,
      videoId: comment.videoId,
      textDisplay: format === 'html' ? commentHtml(comment.text) : comment.text,
      textOriginal: comment.text,
      ...(comment.parentId !== null && { parentId: comment.parentId }),
      authorDisplayName: handle,
      authorProfileImageUrl: workspace.links.thumbnails('channel', comment.authorChannelId).default
        ?.url,
      authorChannelUrl: `http://www.youtube.com/${handle}`,
      authorChannelId: { value: comment.authorChannelId },
      canRate: true,
      viewerRating: 'none',
      likeCount: comment.likeCount,
      publishedAt: comment.publishedAt,
      updatedAt: comment.updatedAt,
    };
    return { kind: 'youtube#comment', etag: etagOf(snippet), id: comment.id, snippet };
  };
}
