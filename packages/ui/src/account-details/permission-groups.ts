import type { AccountToolPermission, ToolEffect } from '@plugboard/schema';

/** Words of a tool's name that say what it does, not what it acts on. */
const ACTIONS = new Set([
  'list',
  'get',
  'create',
  'insert',
  'update',
  'delete',
  'rate',
  'query',
  'search',
  'execute',
  'cancel',
  'show',
  'add',
  'remove',
  'set',
  'send',
  'run',
  'upload',
  'download',
  'move',
  'copy',
  'find',
  'read',
  'write',
  'patch',
  'archive',
  'restore',
  'current',
  'chat',
  'completions',
]);

/**
 * What a tool acts on, from its name without the connector's prefix and its action words:
 * `video_playlist_items_delete` → `playlist_items`, `crm_list_people` → `people`. Empty when the
 * name is all action (`websearch_chat_completions`).
 */
export function toolResource(tool: string, connector: string): string {
  return tool
    .slice(connector.length + 1)
    .split('_')
    .filter((word) => !ACTIONS.has(word))
    .join('_');
}

export interface PermissionGroup {
  effect: ToolEffect;
  resource: string;
  tools: AccountToolPermission[];
}

const EFFECT_ORDER: ToolEffect[] = ['read', 'write', 'delete'];

/**
 * The tools grouped by effect, then by what they act on: reads first, deletes last; tools alone
 * on what they act on go in their effect's group for the rest (resource `''`), which comes first.
 */
export function groupPermissions(
  tools: readonly AccountToolPermission[],
  connector: string,
): PermissionGroup[] {
  const groups = new Map<string, PermissionGroup>();
  for (const tool of tools) {
    const resource = toolResource(tool.tool, connector);
    const key = `${tool.effect}:${resource}`;
    const group = groups.get(key) ?? { effect: tool.effect, resource, tools: [] };
    group.tools.push(tool);
    groups.set(key, group);
  }
  // A resource with one tool of an effect makes a group of one: those join their effect's group of
  // everything else (resource ''), so a connector of many small tools is not a wall of headings.
  const merged = new Map<string, PermissionGroup>();
  for (const group of groups.values()) {
    const single = group.tools.length === 1;
    const key = single ? `${group.effect}:` : `${group.effect}:${group.resource}`;
    const target = merged.get(key) ?? {
      ...group,
      resource: single ? '' : group.resource,
      tools: [],
    };
    target.tools.push(...group.tools);
    merged.set(key, target);
  }
  return [...merged.values()].sort(
    (a, b) =>
      EFFECT_ORDER.indexOf(a.effect) - EFFECT_ORDER.indexOf(b.effect) ||
      a.resource.localeCompare(b.resource),
  );
}
