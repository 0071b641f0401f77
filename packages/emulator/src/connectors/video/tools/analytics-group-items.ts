import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { canSeePlaylist, channelNotFound, visibleVideo } from '../access/access.ts';
import { actingOwner } from '../access/content-owner.ts';
import { etagOf, newId } from '../api/ids.ts';
import { choice } from '../api/params.ts';
import { playlistNotFound } from '../api/playlist-source.ts';
import { badRequest, notFound } from '../errors.ts';
import { GROUP_ITEM_TYPES, type GroupItem, type VideoWorkspace } from '../store.ts';
import { ownGroup } from './analytics-groups.ts';

function renderItem(item: GroupItem): Record<string, unknown> {
  const body = {
    id: item.id,
    groupId: item.groupId,
    resource: { kind: item.resourceKind, id: item.resourceId },
  };
  return { kind: 'youtube#groupItem', etag: etagOf(body), ...body };
}

/** video_analytics_group_items_list: the items of one of the caller's groups. */
export async function listGroupItems(
  params: ToolParams<'video_analytics_group_items_list'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const group = await ownGroup(workspace, params.group_id, params.on_behalf_of_content_owner);
  const items = (await workspace.groupItems.all())
    .filter((item) => item.groupId === group.id)
    .map(renderItem);
  const kind = 'youtube#groupItemListResponse';
  return { kind, etag: etagOf({ kind, items }), items };
}

/** The resource a group item names exists and the account can see it. */
async function checkResource(workspace: VideoWorkspace, kind: string, id: string) {
  if (kind === 'youtube#video') {
    await visibleVideo(workspace, id, 'resource.id');
  } else if (kind === 'youtube#channel') {
    if ((await workspace.channels.get(id)) === undefined) throw channelNotFound(id, 'resource.id');
  } else if (kind === 'youtube#playlist') {
    const playlist = await workspace.playlists.get(id);
    if (playlist === undefined || !canSeePlaylist(workspace, playlist))
      throw playlistNotFound(id, 'resource.id');
  } else {
    throw notFound(
      'youtubeAnalytics.groupItem',
      'assetNotFound',
      `No asset ${id} belongs to the caller's content owner.`,
      { location: 'resource.id' },
    );
  }
}

/**
 * video_analytics_group_item_insert: adds a video, channel or playlist to one of the caller's
 * groups; its kind must be the group's item type.
 */
export async function insertGroupItem(
  params: ToolParams<'video_analytics_group_item_insert'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const group = await ownGroup(workspace, params.group_id, params.on_behalf_of_content_owner);
  const kind = choice('resource.kind', params.resource_kind, GROUP_ITEM_TYPES, group.itemType);
  if (kind !== group.itemType) {
    throw badRequest(
      'youtubeAnalytics.groupItem',
      'invalidResourceKind',
      `Group ${group.id} holds ${group.itemType} items; a ${kind} cannot be added to it.`,
      { location: 'resource.kind' },
    );
  }
  await checkResource(workspace, kind, params.resource_id);
  const item: GroupItem = {
    id: newId('groupItem'),
    groupId: group.id,
    ownerId: group.ownerId,
    resourceKind: kind,
    resourceId: params.resource_id,
  };
  await workspace.groupItems.insert(item);
  return renderItem(item);
}

/**
 * video_analytics_group_items_delete: removes a group item by its id (also one left behind by a
 * deleted group). The service answers 204, an empty body.
 */
export async function deleteGroupItem(
  params: ToolParams<'video_analytics_group_items_delete'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const { ownerId } = await actingOwner(workspace, params.on_behalf_of_content_owner);
  const item = await workspace.groupItems.get(params.id);
  if (item === undefined || item.ownerId !== ownerId) {
    throw notFound(
      'youtubeAnalytics.groupItem',
      'groupItemNotFound',
      `No group item ${params.id} belongs to the caller; list a group's items with video_analytics_group_items_list.`,
      { location: 'id' },
    );
  }
  await workspace.groupItems.delete(item.id);
  return {};
}
