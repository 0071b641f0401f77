/**
 * Why an upstream call failed: the service answered with an error status (`http`), did not answer
 * in time (`timeout`), could not be reached (`network`), or answered 2xx with a body that does not
 * match its schema (`invalid_response`).
 *
 * @example
 * ```ts
 * const retryLater = (kind: UpstreamErrorKind) => kind === 'timeout' || kind === 'network';
 * ```
 */
export type UpstreamErrorKind = 'http' | 'timeout' | 'network' | 'invalid_response';

/**
 * What an {@link UpstreamError} carries besides its message.
 *
 * @example
 * ```ts
 * const init: UpstreamErrorInit = { kind: 'http', method: 'GET', path: '/api/v1/connected_accounts', status: 503 };
 * ```
 */
export interface UpstreamErrorInit {
  kind: UpstreamErrorKind;
  method: string;
  path: string;
  /** HTTP status of the upstream answer; 0 when there was none (timeout, network). */
  status: number;
  /** docs/internals/upstream-api.md §2.11: the machine-readable `details[].error_code`, when the body had one. */
  errorCode?: string | undefined;
  /** The upstream's own error message, sanitized: no secret, no token, one bounded line. */
  upstreamMessage?: string | undefined;
  /** The upstream's `Retry-After`, in seconds, on a 429 or 503. */
  retryAfterSeconds?: number | undefined;
  /**
   * A `network` failure before any connection existed (refused, host not found): nothing of the
   * request reached the upstream, so even a call that is not idempotent may be sent again.
   */
  neverSent?: boolean | undefined;
}

/**
 * A failed call to the connected-account service. The message is sanitized: it never holds the
 * client secret or an access token, so it is safe to log.
 *
 * @example
 * ```ts
 * try {
 *   await upstream.getConnectedAccount({ id: 'ca_123' });
 * } catch (error) {
 *   if (error instanceof UpstreamError && error.status === 404) {
 *     // the account is gone
 *   }
 * }
 * ```
 */
export class UpstreamError extends Error {
  readonly kind: UpstreamErrorKind;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly errorCode: string | undefined;
  readonly upstreamMessage: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly neverSent: boolean;

  constructor(message: string, init: UpstreamErrorInit) {
    super(message);
    this.name = 'UpstreamError';
    this.kind = init.kind;
    this.method = init.method;
    this.path = init.path;
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.upstreamMessage = init.upstreamMessage;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.neverSent = init.neverSent ?? false;
  }
}
