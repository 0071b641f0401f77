import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { actingOwner } from '../access/content-owner.ts';
import { etagOf, newId } from '../api/ids.ts';
import { pageOf } from '../api/pagination.ts';
import { choice, commaList, requireTrue } from '../api/params.ts';
import { notFound } from '../errors.ts';
import {
  GROUP_ITEM_TYPES,
  type Group,
  type GroupItem,
  type VideoWorkspace,
  videoTime,
} from '../store.ts';

/** The analytics service answers groups 25 to a page. */
const GROUPS_PER_PAGE = 25;

function renderGroup(group: Group, items: readonly GroupItem[]): Record<string, unknown> {
  const body = {
    id: group.id,
    snippet: { publishedAt: group.publishedAt, title: group.title },
    contentDetails: {
      // The analytics service sends this count as a string.
      itemCount: String(items.filter((item) => item.groupId === group.id).length),
      itemType: group.itemType,
    },
  };
  return { kind: 'youtube#group', etag: etagOf(body), ...body };
}

/** 404 `groupNotFound`. */
export function groupNotFound(id: string, location: string) {
  return notFound(
    'youtubeAnalytics.group',
    'groupNotFound',
    `No analytics group ${id} belongs to the caller; list them with video_analytics_groups_list (mine: true).`,
    { location },
  );
}

/** The group `id` of whoever the call acts for, or 404. */
export async function ownGroup(
  workspace: VideoWorkspace,
  id: string,
  onBehalfOf: string | undefined,
  location = 'groupId',
): Promise<Group> {
  const { ownerId } = await actingOwner(workspace, onBehalfOf);
  const group = await workspace.groups.get(id);
  if (group === undefined || group.ownerId !== ownerId) throw groupNotFound(id, location);
  return group;
}

/** video_analytics_group_create: a new, empty group of videos, channels, playlists or assets. */
export async function createGroup(
  params: ToolParams<'video_analytics_group_create'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const { ownerId } = await actingOwner(workspace, params.on_behalf_of_content_owner);
  const group: Group = {
    id: newId('group'),
    ownerId,
    title: params.title,
    itemType: choice(
      'contentDetails.itemType',
      params.item_type,
      GROUP_ITEM_TYPES,
      'youtube#video',
    ),
    publishedAt: videoTime(workspace.now),
  };
  await workspace.groups.insert(group);
  return renderGroup(group, []);
}

/**
 * video_analytics_groups_list: the caller's groups (the channel's, or its content owner's with
 * on_behalf_of_content_owner) by id or all of them (`mine`), oldest first, 25 to a page.
 */
export async function listGroups(
  params: ToolParams<'video_analytics_groups_list'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const { ownerId } = await actingOwner(workspace, params.on_behalf_of_content_owner);
  requireTrue('mine', params.mine);
  const own = (await workspace.groups.all()).filter((group) => group.ownerId === ownerId);
  const found =
    params.id === undefined
      ? own
      : commaList(params.id).flatMap((id) => own.filter((group) => group.id === id));
  const page = pageOf(found, { maxResults: GROUPS_PER_PAGE, pageToken: params.page_token });
  const items = await workspace.groupItems.all();
  const body = {
    items: page.items.map((group) => renderGroup(group, items)),
    ...(page.nextPageToken !== undefined && { nextPageToken: page.nextPageToken }),
  };
  const kind = 'youtube#groupListResponse';
  return { kind, etag: etagOf(body), ...body };
}

/** video_analytics_groups_update: renames one of the caller's groups. */
export async function updateGroup(
  params: ToolParams<'video_analytics_groups_update'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const group = await ownGroup(workspace, params.group_id, params.on_behalf_of_content_owner, 'id');
  const updated = { ...group, title: params.title };
  await workspace.groups.update(updated);
  return renderGroup(updated, await workspace.groupItems.all());
}

/**
 * video_analytics_groups_delete: deletes one of the caller's groups. Its items are not deleted
 * (docs/connectors.md §4.4): the videos, channels and playlists stay, and so do the item records,
 * which video_analytics_group_items_delete still removes by id. The service answers 204.
 */
export async function deleteGroup(
  params: ToolParams<'video_analytics_groups_delete'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const group = await ownGroup(workspace, params.group_id, params.on_behalf_of_content_owner, 'id');
  await workspace.groups.delete(group.id);
  return {};
}
