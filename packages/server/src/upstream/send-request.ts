import { UpstreamError } from './upstream-error.ts';

/** What one HTTP call to the upstream needs; `path` is relative to the base URL. */
export interface UpstreamCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  body?: string;
}

export interface SendContext {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

/**
 * Sends one call, bounded by `timeoutMs`. A timeout or a network failure becomes an
 * {@link UpstreamError}; an HTTP answer of any status is returned for the caller to judge.
 */
export async function sendRequest(context: SendContext, call: UpstreamCall): Promise<Response> {
  const url = new URL(call.path, context.baseUrl);
  for (const [name, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  try {
    return await context.fetch(url, {
      method: call.method,
      headers: call.headers,
      body: call.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(context.timeoutMs),
    });
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
