import type { ErrorRequestHandler } from 'express';
import { LibraryError } from '../connectors/doclib/index.ts';

/**
 * The document library's refusals answer in its own error shape; anything else goes on to the
 * emulator's error handler (docs/internals/upstream-api.md §2.11).
 */
export const libraryErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof LibraryError)) return next(error);
  res.status(error.status).json(error.body());
};
