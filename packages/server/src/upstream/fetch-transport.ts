import { isEventStreamType, type Transport, upstreamTimeout } from './transport.ts';

/**
 * The transport over a `fetch`: the runtime's, or the host's own (to trace or count calls). The
 * timeout is an abort signal whose timer lives until the body is read or dropped, and no longer,
 * so that a busy moment does not leave thousands of timers to fire long after their calls.
 */
export function createFetchTransport(fetchImpl: typeof fetch): Transport {
  return async ({ url, method, headers, body, timeoutMs, signal }) => {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(upstreamTimeout()), timeoutMs);
    // A body nobody reads must not hold the process open.
    timer.unref();
    const init: RequestInit & { duplex?: 'half' } = {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: signal ? AbortSignal.any([timeout.signal, signal]) : timeout.signal,
    };
    // Fetch sends a streamed body only when told that the answer may start before it ends.
    if (body instanceof ReadableStream) init.duplex = 'half';
    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch (error) {
      clearTimeout(timer);
      throw error;
    }
    if (isEventStreamType(response.headers.get('content-type'))) clearTimeout(timer);
    return {
      status: response.status,
      header: (name) => response.headers.get(name),
      async text() {
        try {
          return await response.text();
        } finally {
          clearTimeout(timer);
        }
      },
      stream: () => response.body,
      async discard() {
        clearTimeout(timer);
        await response.body?.cancel().catch(() => {});
      },
      toResponse: () => response,
    };
  };
}
