import type { ActivityClient, CatalogTool } from '@plugboard/schema';
import type { Logger } from '../common/logger.ts';
import { type ActivityStore, newActivityId } from '../stores/activity-store.ts';

/** How one tool run with an account ended, as the trail keeps it: never its params. */
export interface ToolRunOutcome {
  tool: CatalogTool;
  accountId: string;
  actor: string;
  startedAt: number;
  durationMs: number;
  errorCode: string | null;
  executionId: string | null;
  requestId: string;
  /** The MCP client the run came through, if any. */
  client?: ActivityClient | undefined;
}

/** Hands finished tool runs to the activity store, without ever holding up or failing the run. */
export interface ActivityRecorder {
  record(outcome: ToolRunOutcome): void;
}

/**
 * The store is called once the answer is computed and never awaited: a slow store delays
 * nothing, and a failing one is logged (scrubbed of secrets like every log line) while the run's
 * answer goes out as computed.
 */
export function createActivityRecorder(store: ActivityStore, logger: Logger): ActivityRecorder {
  function failed(error: unknown, requestId: string) {
    logger({
      level: 'warn',
      event: 'activity.store_failed',
      message: `The activity store failed; the tool run was answered but not recorded: ${error instanceof Error ? error.message : String(error)}`,
      requestId,
      errorName: error instanceof Error ? error.name : typeof error,
    });
  }
  return {
    record(outcome) {
      const record = {
        id: newActivityId(outcome.startedAt),
        tool: outcome.tool.name,
        effect: outcome.tool.effect,
        started_at: new Date(outcome.startedAt).toISOString(),
        duration_ms: Math.round(outcome.durationMs * 10) / 10,
        outcome: outcome.errorCode === null ? ('success' as const) : ('error' as const),
        error_code: outcome.errorCode,
        execution_id: outcome.executionId,
        actor: outcome.actor,
        ...(outcome.client !== undefined && { client: outcome.client }),
      };
      try {
        const pending = store.append(outcome.accountId, record);
        if (pending !== undefined) pending.catch((error) => failed(error, outcome.requestId));
      } catch (error) {
        failed(error, outcome.requestId);
      }
    },
  };
}
