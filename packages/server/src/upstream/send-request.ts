import { holdTimerUntilRead } from './answer-body.ts';
import { isEventStream } from './tool-event-stream.ts';
import { UpstreamError } from './upstream-error.ts';

/** What one HTTP call to the upstream needs; `path` is relative to the base URL. */
export interface UpstreamCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Readonly<Record<string, string | number | undefined>>;
  headers?: Readonly<Record<string, string>>;
  /** A string or bytes can be sent again; a stream is sent once, so its call is never retried. */
  body?: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | undefined;
  /** Whether sending the call twice has the effect of sending it once: only then is it retried. */
  idempotent: boolean;
  /** Passed on as `X-Request-Id` and logged with the call. */
  requestId?: string | undefined;
  /** The caller giving up (the browser went away): the call, and a streamed answer, stop. */
  signal?: AbortSignal | undefined;
}

export interface SendContext {
  baseUrl: string;
  fetch: typeof fetch;
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
 * answer of any status is returned for the caller to judge. Connections are kept alive by the
 * fetch in use, as long as every answer's body is read or dropped (answer-body.ts), which every
 * caller here does.
 */
export async function sendRequest(context: SendContext, call: UpstreamCall): Promise<Response> {
  const url = new URL(call.path, context.baseUrl);
  if (call.query !== undefined) {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(call.query)) {
      if (value !== undefined) search.set(name, String(value));
    }
    // Once, not a URL re-serialised per parameter.
    url.search = search.toString();
  }
  const headers: Record<string, string> = { ...call.headers };
  if (call.requestId !== undefined) headers['x-request-id'] = call.requestId;
  const timeout = new AbortController();
  const timer = setTimeout(() => {
    timeout.abort(new DOMException('The upstream did not answer in time', 'TimeoutError'));
  }, context.timeoutMs);
  // A body nobody reads must not hold the process open.
  timer.unref();
  const init: RequestInit & { duplex?: 'half' } = {
    method: call.method,
    headers,
    body: call.body,
    redirect: 'manual',
    signal: call.signal ? AbortSignal.any([timeout.signal, call.signal]) : timeout.signal,
  };
  // Fetch sends a streamed body only when told that the answer may start before it ends.
  if (!isReplayable(call)) init.duplex = 'half';
  try {
    const response = await context.fetch(url, init);
    if (isEventStream(response.headers)) clearTimeout(timer);
    else holdTimerUntilRead(response, timer);
    return response;
  } catch {
    clearTimeout(timer);
    if (call.signal?.aborted) throw call.signal.reason;
    const timedOut = timeout.signal.aborted;
    throw new UpstreamError(
      timedOut
        ? `Upstream ${call.method} ${call.path} did not answer within ${context.timeoutMs} ms`
        : `Upstream ${call.method} ${call.path} could not be reached`,
      {
        kind: timedOut ? 'timeout' : 'network',
        method: call.method,
        path: call.path,
        status: 0,
      },
    );
  }
}
