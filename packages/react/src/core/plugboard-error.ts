import type { BffErrorCode, ToolAccount } from '@plugboard/schema';
import { type ErrorRecovery, recoveryFor } from './error-recovery.ts';

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

const CLIENT_ERROR_CODES: readonly PlugboardErrorCode[] = [
  'NETWORK_ERROR',
  'INVALID_RESPONSE',
  'INVALID_CALLBACK',
  'AUTHORIZATION_DENIED',
] satisfies ClientErrorCode[];

export function isClientErrorCode(code: PlugboardErrorCode): code is ClientErrorCode {
  return CLIENT_ERROR_CODES.includes(code);
}

export interface PlugboardErrorOptions extends ErrorOptions {
  /** Seconds the BFF asked to wait before trying again (its `Retry-After`). */
  retryAfter?: number;
  /** The accounts the BFF offered to choose from. */
  accounts?: ToolAccount[] | undefined;
}

/**
 * The one error type every Plugboard hook and client method reports.
 *
 * @example
 * ```ts
 * try {
 *   await client.executeTool({ tool_name: 'crm_list_objects', params: {} });
 * } catch (error) {
 *   if (error instanceof PlugboardError && error.recovery === 'reconnect') showReconnect();
 * }
 * ```
 */
export class PlugboardError extends Error {
  override readonly name = 'PlugboardError';
  // Set once by the constructor; `declare` emits no field definitions ahead of it.
  /** Machine-readable code: the BFF's `error.code`, or a {@link ClientErrorCode}. */
  declare readonly code: PlugboardErrorCode;
  /** HTTP status of the answer, or 0 when no HTTP answer was involved. */
  declare readonly status: number;
  /**
   * What a person can do about it: `reconnect`, `connect`, `retry`, `restart`, `disconnect` or
   * `none`.
   */
  declare readonly recovery: ErrorRecovery;
  /** Seconds to wait before retrying, when the BFF said (429 and 503 carry `Retry-After`). */
  declare readonly retryAfter: number | undefined;
  /**
   * The session user's accounts to choose from, on ACCOUNT_CHOICE_REQUIRED (the call must name
   * one: a picker's options) and UNKNOWN_ACCOUNT (the call named none of these).
   */
  declare readonly accounts: readonly ToolAccount[] | undefined;

  constructor(
    code: PlugboardErrorCode,
    message: string,
    status = 0,
    options: PlugboardErrorOptions = {},
  ) {
    super(message, options);
    this.code = code;
    this.status = status;
    this.recovery = recoveryFor(code);
    this.retryAfter = options.retryAfter;
    this.accounts = options.accounts;
  }
}

/** Any thrown value as a PlugboardError, so hooks expose one error type. */
export function toPlugboardError(error: unknown): PlugboardError {
  if (error instanceof PlugboardError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new PlugboardError('INTERNAL', message, 0, { cause: error });
}
