import type { ConnectorId } from '@plugboard/schema';
import { z } from 'zod';
import type { UpstreamClient } from '../upstream/upstream-client.ts';

/**
 * How to read the third-party account's own name, on the connectors that have a tool for it
 * (docs/internals/several-accounts.md §"Labels and the default"): the tool, its params, and where
 * the name sits in its answer. The others give none, and their accounts are named by ordinal.
 */
const PROFILE_READS: Readonly<
  Partial<
    Record<ConnectorId, { tool: string; params: Record<string, unknown>; name: z.ZodType<string> }>
  >
> = {
  crm: {
    tool: 'crm_get_current_token_info',
    params: {},
    name: z
      .object({ workspace: z.object({ name: z.string() }) })
      .transform((data) => data.workspace.name),
  },
  video: {
    tool: 'video_channels_list',
    params: { part: 'snippet', mine: true },
    name: z
      .object({ items: z.array(z.object({ snippet: z.object({ title: z.string() }) })).min(1) })
      .transform((data) => data.items[0]?.snippet.title ?? ''),
  },
};

/** Profile names longer than this are cut: they are shown in a row beside the connector. */
const MAX_PROFILE_NAME = 200;

/**
 * The third-party account's own name, read by running the connector's profile tool as account
 * `accountId`; `undefined` where the connector has none or its answer holds no name. The read is
 * the BFF's, not the user's: it is not an allowed tool and leaves no activity entry.
 */
export async function readProfileName(
  upstream: UpstreamClient,
  connector: ConnectorId,
  accountId: string,
  requestId: string,
): Promise<string | undefined> {
  const read = PROFILE_READS[connector];
  if (read === undefined) return undefined;
  const answer = await upstream.executeTool(
    { tool_name: read.tool, params: read.params, connected_account_id: accountId },
    { requestId },
  );
  if ('stream' in answer) {
    await answer.stream.cancel();
    return undefined;
  }
  const name = read.name.safeParse(answer.data);
  if (!name.success) return undefined;
  const trimmed = name.data.trim().slice(0, MAX_PROFILE_NAME);
  return trimmed === '' ? undefined : trimmed;
}
