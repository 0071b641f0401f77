import type { BffErrorCode } from '@plugboard/schema';

/**
 * Codes raised in the browser itself, beside the BFF's own codes:
 * - `NETWORK_ERROR`: the request never got an answer (offline, DNS, CORS).
 * - `INVALID_RESPONSE`: an answer that is not the BFF contract (often a wrong `baseUrl`).
 * - `INVALID_CALLBACK`: the callback page was opened without `auth_request_id` and `state`.
 * - `AUTHORIZATION_DENIED`: the third party sent the user back with an `error` instead.
 */
export type ClientErrorCode =
  | 'NETWORK_ERROR'
  | 'INVALID_RESPONSE'
  | 'INVALID_CALLBACK'
  | 'AUTHORIZATION_DENIED';

/** Every code a {@link PlugboardError} can carry. Branch on codes, never on messages. */
export type PlugboardErrorCode = BffErrorCode | ClientErrorCode;

/**
 * The one error type every Plugboard hook and client method reports.
 *
 * @example
 * ```ts
 * try {
 *   await client.deleteAccount('ca_123');
 * } catch (error) {
 *   if (error instanceof PlugboardError && error.code === 'NOT_FOUND') showGone();
 * }
 * ```
 */
export class PlugboardError extends Error {
  override readonly name = 'PlugboardError';
  /** Machine-readable code: the BFF's `error.code`, or a {@link ClientErrorCode}. */
  readonly code: PlugboardErrorCode;
  /** HTTP status of the answer, or 0 when no HTTP answer was involved. */
  readonly status: number;

  constructor(code: PlugboardErrorCode, message: string, status = 0, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
    this.status = status;
  }
}

/** Any thrown value as a PlugboardError, so hooks expose one error type. */
export function toPlugboardError(error: unknown): PlugboardError {
  if (error instanceof PlugboardError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new PlugboardError('INTERNAL', message, 0, { cause: error });
}
