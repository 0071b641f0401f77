import type { BffErrorBody } from '@plugboard/schema';
import { UpstreamError } from '../upstream/upstream-error.ts';
import { BffError } from './bff-error.ts';
import { jsonResponse } from './responses.ts';

/** Called with every failure the BFF did not expect or cannot fix itself: upstream and internal. */
export type ErrorReporter = (error: unknown) => void;

/**
 * The one error mapper: every failure of every route becomes `{error:{code,message,status}}`.
 * Upstream and internal failures are reported to the host and answered with a generic message,
 * so nothing from the upstream exchange (let alone a token) reaches the browser.
 */
export function errorResponse(error: unknown, report: ErrorReporter): Response {
  const bffError = toBffError(error);
  if (!(error instanceof BffError)) report(error);
  const body: BffErrorBody = {
    error: { code: bffError.code, message: bffError.message, status: bffError.status },
  };
  return jsonResponse(body, bffError.status, bffError.headers);
}

function toBffError(error: unknown): BffError {
  if (error instanceof BffError) return error;
  if (error instanceof UpstreamError) return fromUpstream(error);
  return new BffError(
    'INTERNAL',
    'The Plugboard handler failed unexpectedly; the server log has details.',
  );
}

// Timeouts, unreachable hosts, rate limits and 503s pass with time; anything else is an upstream fault.
function fromUpstream(error: UpstreamError): BffError {
  const transient =
    error.kind === 'timeout' ||
    error.kind === 'network' ||
    error.status === 429 ||
    error.status === 503;
  if (transient) {
    return new BffError(
      'UPSTREAM_UNAVAILABLE',
      'The connected-account service is unavailable right now; try again in a moment.',
    );
  }
  const answered =
    error.status > 0
      ? ` (status ${error.status}${error.errorCode ? ` ${error.errorCode}` : ''})`
      : '';
  return new BffError('UPSTREAM_ERROR', `The connected-account service failed${answered}.`);
}
