import type { WebsearchWorkspace } from '../store.ts';
import type { StoredSummary } from './stored-summary.ts';

/**
 * Keeps `summary` for its key (a search made again refreshes it) and drops the account's
 * summaries whose keys have expired, so they do not pile up.
 */
export async function storeSummary(
  workspace: WebsearchWorkspace,
  summary: StoredSummary,
): Promise<void> {
  const now = workspace.now.getTime();
  let known = false;
  for (const stored of await workspace.summaries.all()) {
    if (stored.id === summary.id) known = true;
    else if (Date.parse(stored.expires_at) <= now) await workspace.summaries.delete(stored.id);
  }
  await (known ? workspace.summaries.update(summary) : workspace.summaries.insert(summary));
}
