import {
  type AccountActivityEntry,
  type AccountPermissions,
  accountActivityPageSchema,
  accountPermissionsSchema,
} from '@plugboard/schema';
import { type RunningServer, serveFetchHandler } from '@plugboard/test-kit';

/**
 * A stand-in BFF on a free loopback port for the account routes of issue 16, answering
 * schema-valid bodies (parsed by the schema before they leave): GET /accounts/:id/activity pages
 * (cursor = offset), GET /accounts/:id/permissions, and POST /tools/execute, which adds a run to
 * the trail as the real BFF records one.
 */
export interface ActivityBff extends RunningServer {
  readonly baseUrl: string;
  /** Every request's method and path with query, in order. */
  readonly requests: string[];
  /** The trail, newest first. */
  readonly entries: AccountActivityEntry[];
}

export function activityEntry(index: number): AccountActivityEntry {
  return {
    id: `act_${index}`,
    tool: 'warehouse_execute_query',
    effect: 'read',
    started_at: new Date(Date.UTC(2026, 10, 25, 12, 0, index)).toISOString(),
    duration_ms: 40 + index,
    outcome: index % 5 === 0 ? 'error' : 'success',
    error_code: index % 5 === 0 ? 'TOOL_FAILED' : null,
    execution_id: `exec_${index}`,
    actor: { identifier: 'ada@acme.example', you: true },
  };
}

const PERMISSIONS: AccountPermissions = accountPermissionsSchema.parse({
  account_id: 'ca_video1',
  connector: 'video',
  authorization_type: 'OAUTH',
  scopes: ['ro'],
  tools: [
    { tool: 'video_videos_list', effect: 'read', runnable: true, missing_scopes: [], plan: null },
    {
      tool: 'video_playlist_delete',
      effect: 'delete',
      runnable: false,
      missing_scopes: ['full'],
      plan: null,
    },
  ],
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export async function serveActivityBff(count: number): Promise<ActivityBff> {
  const entries = Array.from({ length: count }, (_, index) => activityEntry(count - index));
  const requests: string[] = [];
  const server = await serveFetchHandler(async (request) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const activity = /^\/api\/plugboard\/accounts\/([^/]+)\/activity$/.exec(url.pathname);
    if (activity?.[1] === 'ca_missing') {
      return json({ error: { code: 'NOT_FOUND', message: 'No such account.', status: 404 } }, 404);
    }
    if (activity) {
      const offset = Number(url.searchParams.get('cursor') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const next = offset + limit;
      return json(
        accountActivityPageSchema.parse({
          entries: entries.slice(offset, next),
          next_cursor: next < entries.length ? String(next) : null,
        }),
      );
    }
    if (url.pathname.endsWith('/permissions')) return json(PERMISSIONS);
    if (url.pathname.endsWith('/tools/execute')) {
      entries.unshift(activityEntry(entries.length + 1));
      return json({ data: { rows: [] }, execution_id: `exec_${entries.length}` });
    }
    return json({ error: { code: 'NOT_FOUND', message: 'No such route.', status: 404 } }, 404);
  });
  return { ...server, baseUrl: `${server.url}/api/plugboard`, requests, entries };
}
