import { PlugboardError } from './plugboard-error.ts';
import { isBffErrorBody } from './shape-guards.ts';

/** The `fetch` signature the client calls; pass your own to add headers or run outside a browser. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface BffRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path below the BFF's base URL, starting with `/`, already URL-encoded. */
  path: string;
  body?: unknown;
}

/**
 * Sends one request to the BFF and returns its parsed JSON (undefined for 204), or throws a
 * PlugboardError carrying the BFF's `{error:{code,message,status}}`.
 */
export async function sendBffRequest(
  fetchFn: FetchLike,
  baseUrl: string,
  { method, path, body }: BffRequest,
): Promise<unknown> {
  const url = `${baseUrl}${path}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // architecture.md, "The BFF contract": state-changing routes answer 403 without this header,
  // which a cross-site form cannot send.
  if (method !== 'GET') headers['X-Plugboard'] = '1';
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetchFn(url, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new PlugboardError('NETWORK_ERROR', `${method} ${url} got no answer: ${reason}`, 0, {
      cause,
    });
  }

  if (response.status === 204) return undefined;
  const payload = await readJson(response);
  if (response.ok && payload !== undefined) return payload;
  if (!response.ok && isBffErrorBody(payload)) {
    const { code, message } = payload.error;
    const retryAfter = readRetryAfter(response.headers.get('retry-after'));
    throw new PlugboardError(code, message, response.status, { retryAfter });
  }
  throw new PlugboardError(
    'INVALID_RESPONSE',
    `${method} ${url} answered ${response.status}, not Plugboard JSON: is the Plugboard handler mounted at this baseUrl?`,
    response.status,
  );
}

/** `Retry-After` in seconds: the BFF sends delay-seconds (server error-response.ts). */
export function readRetryAfter(header: string | null): number | undefined {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
