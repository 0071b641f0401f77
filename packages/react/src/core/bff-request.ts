import { PlugboardError } from './plugboard-error.ts';
import { hasMember, isBffErrorBody, isToolAccountList, type MemberType } from './shape-guards.ts';

/** The `fetch` signature the client calls; pass your own to add headers or run outside a browser. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface BffRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path below the BFF's base URL, starting with `/`, already URL-encoded. */
  path: string;
  body?: object;
  /**
   * The member the route's answer holds and its type (`accounts` a list, `link` a string…),
   * which tells a genuine answer from a host's fallback page at a wrong baseUrl. Without one,
   * only an empty answer (204) is right.
   */
  member?: string;
  type?: MemberType;
  signal?: AbortSignal | undefined;
}

// docs/internals/bff-contract.md §"Cross-site requests (CSRF)": state-changing routes answer 403 without X-Plugboard,
// which a cross-site form cannot send. Every request carries it: one set of headers for all.
const HEADERS = {
  Accept: 'application/json',
  'Content-Type': 'application/json',
  'X-Plugboard': '1',
};

/**
 * Sends one request to the BFF and returns its parsed JSON (undefined for 204), or throws a
 * PlugboardError: the BFF's `{error:{code,message,status}}`, NETWORK_ERROR without an answer,
 * INVALID_RESPONSE for an answer outside the contract. A `text/event-stream` answer (docs/internals/chat-stream.md
 * point 3) is not read: it comes back as `{ data: body, execution_id }` for the caller to read.
 */
export async function sendBffRequest(
  fetchFn: FetchLike,
  baseUrl: string,
  { method, path, body, member, type = 'record', signal }: BffRequest,
): Promise<unknown> {
  const url = baseUrl + path;
  let response: Response;
  try {
    response = await fetchFn(url, {
      method,
      headers: HEADERS,
      credentials: 'same-origin',
      body: body && JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    throw new PlugboardError('NETWORK_ERROR', `${method} ${url} got no answer (${cause})`, 0, {
      cause,
    });
  }
  const { status, ok, headers } = response;
  const payload = headers.get('content-type')?.startsWith('text/event-stream')
    ? { data: response.body, execution_id: headers.get('x-execution-id') ?? undefined }
    : await response.json().catch(() => undefined);
  if (ok && (member ? hasMember(payload, member, type) : status === 204)) return payload;
  if (!ok && isBffErrorBody(payload)) {
    const retryAfter = readRetryAfter(headers.get('retry-after'));
    // The BFF answered, so it is mounted: what it lacks is a setting, named in its message.
    const message =
      payload.error.code === 'NOT_CONFIGURED'
        ? `The Plugboard server is not configured: ${payload.error.message}`
        : payload.error.message;
    const accounts = isToolAccountList(payload.error.accounts) ? payload.error.accounts : undefined;
    throw new PlugboardError(payload.error.code, message, status, { retryAfter, accounts });
  }
  // Only a 404 says nothing answers at this path; any other status came from something that did.
  const hint = status === 404 ? ': is it mounted at this baseUrl?' : '.';
  throw new PlugboardError(
    'INVALID_RESPONSE',
    `${method} ${url} answered ${status}, not as the Plugboard BFF${hint}`,
    status,
  );
}

/** `Retry-After` in seconds: the BFF sends delay-seconds (server error-response.ts). */
export function readRetryAfter(header: string | null): number | undefined {
  const seconds = Math.ceil(Number(header));
  return header && seconds >= 0 ? seconds : undefined;
}
