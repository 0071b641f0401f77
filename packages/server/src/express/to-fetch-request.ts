import type { Request as ExpressRequest } from 'express';
import { toFetchRequest } from '../node-http/to-fetch-request.ts';

/**
 * The Fetch API `Request` for an Express request: its original URL (the mount path included),
 * headers and streamed body. When a body parser such as `express.json()` already consumed the
 * stream, its parsed JSON is sent on instead.
 */
export function toFetchRequestFromExpress(req: ExpressRequest): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  const consumed = req.readableEnded && req.body !== undefined;
  return toFetchRequest(req, url, consumed ? { json: req.body } : undefined);
}
