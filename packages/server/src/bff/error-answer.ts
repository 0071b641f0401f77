import type { BffErrorBody } from '@plugboard/schema';
import { BffError } from '../common/bff-error.ts';
import type { Logger } from '../common/logger.ts';
import { StoreUnavailableError } from '../stores/store-unavailable.ts';
import { UpstreamError } from '../upstream/upstream-error.ts';
import { type BffAnswer, jsonAnswer } from './bff-answer.ts';

/** Where a failure the BFF did not expect goes besides the answer. */
export interface FailureReport {
  /** The host's hook, given the error itself (the `onError` option). */
  onError: (error: unknown) => void;
  logger: Logger;
  requestId: string;
}

/** How long a browser should wait when the upstream gave no `Retry-After` of its own. */
const DEFAULT_RETRY_AFTER_SECONDS = 1;

/**
 * The one error mapper: every failure of every route becomes `{error:{code,message,status}}`.
 * Upstream failures are passed on with the upstream's sanitized message (never a secret, a token
 * or the upstream path); anything else unexpected gets a generic message. Both are logged with
 * the request id and handed to `onError`.
 */
export function errorAnswer(error: unknown, report: FailureReport): BffAnswer {
  return errorBodyAnswer(reportedError(error, report));
}

/** The JSON answer of a BFF error already reported. */
export function errorBodyAnswer(bffError: BffError): BffAnswer {
  const body: BffErrorBody = {
    error: {
      code: bffError.code,
      message: bffError.message,
      status: bffError.status,
      ...(bffError.accounts !== undefined && { accounts: [...bffError.accounts] }),
    },
  };
  return jsonAnswer(body, bffError.status, bffError.headers);
}

/**
 * `error` as the BFF error it is answered with; a failure the BFF did not expect is logged and
 * handed to `onError` on the way. The model tools (src/ai.ts) answer with it too.
 */
export function reportedError(error: unknown, report: FailureReport): BffError {
  const bffError = toBffError(error);
  if (!(error instanceof BffError)) {
    report.onError(error);
    report.logger({
      level: bffError.status === 503 ? 'warn' : 'error',
      event: 'bff.error',
      message: error instanceof Error ? error.message : String(error),
      requestId: report.requestId,
      status: bffError.status,
      errorName: error instanceof Error ? error.name : typeof error,
      stack: error instanceof UpstreamError || !(error instanceof Error) ? undefined : error.stack,
    });
  }
  return bffError;
}

/** The BFF error `error` is answered with, without reporting it. */
export function toBffError(error: unknown): BffError {
  if (error instanceof BffError) return error;
  if (error instanceof UpstreamError) return fromUpstream(error);
  if (error instanceof StoreUnavailableError) {
    // The code every client already retries after `Retry-After`: to the browser, a store this
    // server needs is one more service it depends on.
    return new BffError(
      'UPSTREAM_UNAVAILABLE',
      'A service this server depends on is unavailable right now; try again in a moment.',
      { 'retry-after': String(DEFAULT_RETRY_AFTER_SECONDS) },
    );
  }
  return new BffError(
    'INTERNAL',
    'The Plugboard handler failed unexpectedly; the server log has details.',
  );
}

// Timeouts, unreachable hosts, rate limits and gateway failures pass with time; anything else is
// an upstream fault.
function fromUpstream(error: UpstreamError): BffError {
  const transient =
    error.kind === 'timeout' ||
    error.kind === 'network' ||
    error.status === 429 ||
    error.status === 502 ||
    error.status === 503 ||
    error.status === 504;
  if (transient) {
    const retryAfter = error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
    return new BffError(
      'UPSTREAM_UNAVAILABLE',
      'The connected-account service is unavailable right now; try again in a moment.',
      { 'retry-after': String(retryAfter) },
    );
  }
  if (error.kind === 'invalid_response') {
    return new BffError(
      'UPSTREAM_ERROR',
      'The connected-account service gave an unexpected answer.',
    );
  }
  const answered =
    error.status > 0
      ? ` (status ${error.status}${error.errorCode ? ` ${error.errorCode}` : ''})`
      : '';
  const detail = error.upstreamMessage ? `: ${error.upstreamMessage.replace(/\.$/, '')}` : '';
  return new BffError(
    'UPSTREAM_ERROR',
    `The connected-account service failed${answered}${detail}.`,
  );
}
