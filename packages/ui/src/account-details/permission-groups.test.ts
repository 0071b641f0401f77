import type { AccountToolPermission } from '@plugboard/schema';
import { describe, expect, test } from 'vitest';
import { groupPermissions, toolResource } from './permission-groups.ts';

const tool = (name: AccountToolPermission['tool'], effect: AccountToolPermission['effect']) => ({
  tool: name,
  effect,
  runnable: true,
  missing_scopes: [],
  plan: null,
});

describe('what a tool acts on', () => {
  test('is its name without the connector and the action words', () => {
    expect(toolResource('video_playlist_items_delete', 'video')).toBe('playlist_items');
    expect(toolResource('crm_list_people', 'crm')).toBe('people');
    expect(toolResource('video_videos_list', 'video')).toBe('videos');
    expect(toolResource('websearch_chat_completions', 'websearch')).toBe('');
  });
});

describe('permission groups', () => {
  test('group by effect, then resource: reads first, deletes last; tools alone join their effect', () => {
    const groups = groupPermissions(
      [
        tool('video_playlist_delete', 'delete'),
        tool('video_videos_list', 'read'),
        tool('video_playlist_insert', 'write'),
        tool('video_playlists_list', 'read'),
        tool('video_playlist_update', 'write'),
        tool('video_videos_get_rating', 'read'),
      ],
      'video',
    );
    expect(groups.map((group) => [group.effect, group.resource, group.tools.length])).toEqual([
      ['read', '', 3],
      ['write', 'playlist', 2],
      ['delete', '', 1],
    ]);
  });
});
