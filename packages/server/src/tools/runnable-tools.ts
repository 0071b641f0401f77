import type { ConnectedAccountSummary } from '@plugboard/schema';
import type { UpstreamClient } from '../upstream/upstream-client.ts';

/** A bound on pages walked, so a misbehaving upstream cannot keep a request looping. */
const MAX_PAGES = 20;

/**
 * The names of the catalog tools an ACTIVE account can run, as GET /api/v1/tools/scoped says
 * without any credential: for a video tool, with the scopes it is tagged with; for a web search
 * tool, with a plan that includes its tier (docs/internals/upstream-api.md §"Tool listings"). The listing is
 * by identifier, which other accounts may share, so only this account's entries count.
 */
export async function runnableTools(
  upstream: UpstreamClient,
  account: ConnectedAccountSummary,
  requestId: string,
): Promise<Set<string>> {
  const runnable = new Set<string>();
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const list = await upstream.listScopedTools(
      {
        identifier: account.identifier,
        'filter.connection_names': [account.connector],
        page_size: 100,
        page_token: pageToken,
      },
      { requestId },
    );
    for (const scoped of list.tools) {
      if (scoped.connected_account_id === account.id) runnable.add(scoped.tool.definition.name);
    }
    if (list.next_page_token === '') break;
    pageToken = list.next_page_token;
  }
  return runnable;
}
