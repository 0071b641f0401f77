import type { ActivityClient } from '@plugboard/schema';

/** The MCP client as it names itself (initialize's or a request's `clientInfo`), bounded for the trail. */
export function activityClientOf(
  info: { name: string; version: string } | undefined,
): ActivityClient | undefined {
  return info === undefined
    ? undefined
    : { name: info.name.slice(0, 100), version: info.version.slice(0, 50) };
}
