import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiError } from '../errors.ts';

/** Unknown routes answer 404 in the error body shape of docs/internals/upstream-api.md §2.11. */
export const notFound: RequestHandler = (req) => {
  throw new ApiError('NOT_FOUND', `No route ${req.method} ${req.path}.`);
};

/** The one place errors become answers: ApiError as itself, body-parser failures as 400, the rest 500. */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const apiError = toApiError(error);
  res.status(apiError.status).json(apiError.toBody());
};

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isBodyParserError(error)) {
    return new ApiError('INVALID_ARGUMENT', `The request body could not be read: ${error.message}`);
  }
  // A bug in the emulator, not an answer it meant to give: keep the stack for whoever debugs it.
  console.error(error);
  return new ApiError('INTERNAL', 'The emulator failed to handle this request.');
}

/** body-parser marks what it rejects (malformed JSON, too large, wrong charset) with a 4xx `status`. */
function isBodyParserError(error: unknown): error is Error & { status: number } {
  return (
    error instanceof Error &&
    'status' in error &&
    typeof error.status === 'number' &&
    error.status >= 400 &&
    error.status < 500
  );
}
