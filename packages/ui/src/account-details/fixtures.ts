import type { AccountActivityEntry, AccountPermissions, ToolName } from '@plugboard/schema';

/** Story fixtures of the account panels, typed by the schema. */

export const VIDEO_READ_ONLY: AccountPermissions = {
  account_id: 'ca_video',
  connector: 'video',
  authorization_type: 'OAUTH',
  scopes: ['ro'],
  tools: [
    { tool: 'video_videos_list', effect: 'read', runnable: true, missing_scopes: [], plan: null },
    {
      tool: 'video_playlists_list',
      effect: 'read',
      runnable: true,
      missing_scopes: [],
      plan: null,
    },
    {
      tool: 'video_videos_get_rating',
      effect: 'read',
      runnable: true,
      missing_scopes: [],
      plan: null,
    },
    {
      tool: 'video_videos_rate',
      effect: 'write',
      runnable: false,
      missing_scopes: ['full', 'ssl'],
      plan: null,
    },
    {
      tool: 'video_playlist_insert',
      effect: 'write',
      runnable: false,
      missing_scopes: ['full'],
      plan: null,
    },
    {
      tool: 'video_playlist_delete',
      effect: 'delete',
      runnable: false,
      missing_scopes: ['full'],
      plan: null,
    },
  ],
};

export const VIDEO_FULL: AccountPermissions = {
  ...VIDEO_READ_ONLY,
  scopes: ['full', 'ro', 'ssl'],
  tools: VIDEO_READ_ONLY.tools.map((tool) => ({ ...tool, runnable: true, missing_scopes: [] })),
};

export const WEBSEARCH_KEY: AccountPermissions = {
  account_id: 'ca_websearch',
  connector: 'websearch',
  authorization_type: 'API_KEY',
  scopes: null,
  tools: [
    {
      tool: 'websearch_web_search',
      effect: 'read',
      runnable: true,
      missing_scopes: [],
      plan: 'free',
    },
    {
      tool: 'websearch_llm_context',
      effect: 'read',
      runnable: false,
      missing_scopes: [],
      plan: 'pro',
    },
  ],
};

export const WAREHOUSE_SHARED: AccountPermissions = {
  account_id: 'ca_warehouse',
  connector: 'warehouse',
  authorization_type: 'BEARER_TOKEN',
  scopes: null,
  tools: [
    {
      tool: 'warehouse_execute_query',
      effect: 'read',
      runnable: true,
      missing_scopes: [],
      plan: null,
    },
    {
      tool: 'warehouse_get_tables',
      effect: 'read',
      runnable: true,
      missing_scopes: [],
      plan: null,
    },
    {
      tool: 'warehouse_cancel_query',
      effect: 'write',
      runnable: true,
      missing_scopes: [],
      plan: null,
    },
  ],
};

const TOOLS: ToolName[] = [
  'warehouse_execute_query',
  'warehouse_get_tables',
  'warehouse_cancel_query',
];
const ACTORS = [
  { identifier: 'ada@acme.example', you: true },
  { identifier: 'alan@acme.example', you: false },
  { identifier: 'grace@acme.example', you: false },
];

/** `count` runs, newest first, a minute apart before `2026-11-25T12:00:00Z`; every fifth failed. */
export function activityEntries(count: number, shared = false): AccountActivityEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const tool = TOOLS[index % TOOLS.length] as ToolName;
    const failed = index % 5 === 4;
    return {
      id: `act_${index}`,
      tool,
      effect: tool === 'warehouse_cancel_query' ? 'write' : 'read',
      started_at: new Date(Date.UTC(2026, 10, 25, 12, 0) - index * 3_600_000).toISOString(),
      duration_ms: index % 3 === 0 ? 1840 + index : 120 + index * 7,
      outcome: failed ? 'error' : 'success',
      error_code: failed ? 'TOOL_FAILED' : null,
      execution_id: index % 7 === 6 ? null : `exec_${(9000 + index).toString(16)}`,
      actor: shared
        ? (ACTORS[index % ACTORS.length] ?? { identifier: 'ada@acme.example', you: true })
        : { identifier: 'ada@acme.example', you: true },
      ...(index % 4 === 1 && { client: { name: 'Cursor', version: '1.7.0' } }),
    };
  });
}
