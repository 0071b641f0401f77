import type { ServerResponse } from 'node:http';
import { jsonAnswer } from '../bff/bff-answer.ts';
import { writeResponse } from './write-response.ts';

/** The answer bound of the Express adapters (docs/time-limits.md); the bounded server's too. */
export const DEFAULT_ANSWER_TIMEOUT_MS = 60_000;

export interface AnswerDeadline {
  /** Fires when the deadline passes before the answer began, for the work on it to stop. */
  readonly signal: AbortSignal;
  /** The answer begins: the deadline no longer applies. */
  stop(): void;
}

/**
 * Bounds the wait for an answer to begin on a host's own server, which may have no time-outs at
 * all: when `timeoutMs` passes first, `signal` fires and the request is answered 503
 * `UPSTREAM_UNAVAILABLE` with `Retry-After: 1` (the connection is cut instead if a head went out
 * meanwhile). The caller then writes nothing more. Once the answer begins, its body is bounded by what
 * produces it (the upstream client's `timeoutMs` for a body it reads) and by the client going away;
 * an event stream lasts as long as its events do.
 */
export function startAnswerDeadline(res: ServerResponse, timeoutMs: number): AnswerDeadline {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new DOMException(`No answer began within ${timeoutMs} ms`, 'TimeoutError'));
    if (res.headersSent) res.destroy();
    else writeResponse(TIMED_OUT, res).catch(() => res.destroy());
  }, timeoutMs);
  timer.unref();
  const stop = () => clearTimeout(timer);
  res.once('close', stop);
  return { signal: controller.signal, stop };
}

/** The answer to a request whose answer did not begin in time. */
const TIMED_OUT = jsonAnswer(
  {
    error: {
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'The request took too long to answer; try again in a moment.',
      status: 503,
    },
  },
  503,
  { 'retry-after': '1', connection: 'close' },
);
