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
 * Sends one call, bounded by `timeoutMs`. A timeout or a network failure becomes an
 * {@link UpstreamError}; an HTTP answer of any status is returned for the caller to judge.
 * Connections are kept alive by the runtime's fetch (undici pools them per origin in Node), as
 * long as every answer's body is read or cancelled, which every caller here does.
 */
export async function sendRequest(context: SendContext, call: UpstreamCall): Promise<Response> {
  const url = new URL(call.path, context.baseUrl);
  for (const [name, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const headers = new Headers(call.headers);
  if (call.requestId !== undefined) headers.set('x-request-id', call.requestId);
  const init: RequestInit & { duplex?: 'half' } = {
    method: call.method,
    headers,
    body: call.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(context.timeoutMs),
  };
  // Fetch sends a streamed body only when told that the answer may start before it ends.
  if (!isReplayable(call)) init.duplex = 'half';
  try {
    return await context.fetch(url, init);
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
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
