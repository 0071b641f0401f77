import { keepsLevel, type Logger } from '../common/logger.ts';
import {
  parseRetryAfter,
  RETRYABLE_STATUSES,
  type RetrySettings,
  retryDelay,
} from './retry-policy.ts';
import { isReplayable, isSuccess, type UpstreamCall } from './send-request.ts';
import type { UpstreamAnswer } from './transport.ts';
import { UpstreamError } from './upstream-error.ts';

export interface RetryContext {
  retry: RetrySettings;
  logger: Logger;
  now: () => number;
  /** Replaceable in tests; `Math.random` otherwise. */
  random?: () => number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until its answer is final and logs each exchange. An idempotent call whose body
 * can be sent again is retried on 429, 502, 503 and 504 and when the upstream could not be
 * reached; any call whose body can be sent again is retried when it never left (connection
 * refused, host not found). Exponential backoff, full jitter and `Retry-After` honoured
 * ({@link retryDelay}).
 * A timeout is not retried: its time budget is spent. Answers the last response, 2xx or not.
 */
export async function sendWithRetries(
  context: RetryContext,
  call: UpstreamCall,
  attempt: () => Promise<UpstreamAnswer>,
): Promise<UpstreamAnswer> {
  const replayable = isReplayable(call);
  const retryable = call.idempotent && replayable;
  const where = { requestId: call.requestId, method: call.method, path: call.path };
  for (let attemptNumber = 1; ; attemptNumber++) {
    // A caller that gave up during the wait before a retry wants no more attempts.
    call.signal?.throwIfAborted();
    const started = performance.now();
    let answer: UpstreamAnswer;
    try {
      answer = await attempt();
    } catch (error) {
      const unreachable = error instanceof UpstreamError && error.kind === 'network';
      // A call that is not idempotent is sent again only when nothing of it left this process.
      const mayRetry = unreachable && (retryable || (replayable && error.neverSent));
      const delay = mayRetry
        ? retryDelay(context.retry, attemptNumber, undefined, context.random)
        : undefined;
      if (delay === undefined) throw error;
      context.logger({
        level: 'warn',
        event: 'upstream.retry',
        message: `Retrying ${call.method} ${call.path} in ${delay} ms: the upstream could not be reached`,
        ...where,
        attempt: attemptNumber,
        delayMs: delay,
      });
      await sleep(delay);
      continue;
    }
    if (keepsLevel(context.logger, 'debug')) {
      context.logger({
        level: 'debug',
        event: 'upstream.call',
        message: `${call.method} ${call.path} ${answer.status}`,
        ...where,
        status: answer.status,
        durationMs: Math.round(performance.now() - started),
        attempt: attemptNumber,
      });
    }
    if (isSuccess(answer) || !retryable || !RETRYABLE_STATUSES.has(answer.status)) return answer;
    const retryAfter = parseRetryAfter(answer.header('retry-after'), context.now());
    const delay = retryDelay(context.retry, attemptNumber, retryAfter, context.random);
    if (delay === undefined) return answer;
    await answer.discard();
    context.logger({
      level: 'warn',
      event: 'upstream.retry',
      message: `Retrying ${call.method} ${call.path} in ${delay} ms after ${answer.status}`,
      ...where,
      status: answer.status,
      attempt: attemptNumber,
      delayMs: delay,
    });
    await sleep(delay);
  }
}
