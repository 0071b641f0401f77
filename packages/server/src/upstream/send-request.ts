import { mergedHeaders } from '../common/merged-headers.ts';
import {
  isNeverSent,
  isUpstreamTimeout,
  type Transport,
  type UpstreamAnswer,
} from './transport.ts';
import { UpstreamError } from './upstream-error.ts';

// Hot path (docs/internals/server.md §"Hot path"): every BFF request runs this module, so it builds no
// object with a spread followed by more entries and no object literal with a getter: on Node 20's
// V8 both outlive young-generation GCs and lengthen every pause. bench/bff-overhead.bench.ts
// guards it.

/** What one HTTP call to the upstream needs; `path` is relative to the base URL. */
export interface UpstreamCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Readonly<Record<string, string | number | undefined>>;
  headers?: Readonly<Record<string, string>>;
  /** A string or bytes can be sent again; a stream is sent once, so its call is never retried. */
  body?: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | undefined;
  /**
   * Whether sending the call twice has the effect of sending it once: only then is it retried
   * after it may have reached the upstream. Any call is retried when it never left (connection
   * refused).
   */
  idempotent: boolean;
  /** Passed on as `X-Request-Id` and logged with the call. */
  requestId?: string | undefined;
  /** The caller giving up (the browser went away): the call, and a streamed answer, stop. */
  signal?: AbortSignal | undefined;
}

export interface SendContext {
  baseUrl: string;
  transport: Transport;
  timeoutMs: number;
}

/** Whether the call's body can be sent a second time (after a 401 or for a retry). */
export function isReplayable(call: UpstreamCall): boolean {
  return !(call.body instanceof ReadableStream);
}

/**
 * Sends one call, bounded by `timeoutMs`: the wait for the answer and the reading of its body,
 * except for an event stream, which lasts as long as its events do (only the wait for it to start
 * is bounded; `call.signal` ends it). A timeout or a network failure becomes an
 * {@link UpstreamError}; the caller's abort rejects with its signal's reason, like fetch; an HTTP
 * answer of any status is returned for the caller to judge, who reads or drops its body.
 */
export async function sendRequest(
  context: SendContext,
  call: UpstreamCall,
): Promise<UpstreamAnswer> {
  const url = new URL(call.path, context.baseUrl);
  if (call.query !== undefined) {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(call.query)) {
      if (value !== undefined) search.set(name, String(value));
    }
    // Once, not a URL re-serialised per parameter.
    url.search = search.toString();
  }
  const headers = mergedHeaders(
    call.headers,
    call.requestId !== undefined && { 'x-request-id': call.requestId },
  );
  try {
    return await context.transport({
      url,
      method: call.method,
      headers,
      body: call.body,
      timeoutMs: context.timeoutMs,
      signal: call.signal,
    });
  } catch (error) {
    if (call.signal?.aborted) throw call.signal.reason;
    const timedOut = isUpstreamTimeout(error);
    throw new UpstreamError(
      timedOut
        ? `Upstream ${call.method} ${call.path} did not answer within ${context.timeoutMs} ms`
        : `Upstream ${call.method} ${call.path} could not be reached`,
      {
        kind: timedOut ? 'timeout' : 'network',
        method: call.method,
        path: call.path,
        status: 0,
        neverSent: !timedOut && isNeverSent(error),
      },
    );
  }
}

/** Whether an answer's status is a success (2xx), as `Response.ok` says. */
export function isSuccess(answer: UpstreamAnswer): boolean {
  return answer.status >= 200 && answer.status <= 299;
}
