import type { Request as ExpressRequest } from 'express';
import { toFetchRequest } from '../node-http/to-fetch-request.ts';

/**
 * The Fetch API `Request` for an Express request: its original URL (the mount path included),
 * headers and streamed body. When a body parser already consumed the stream, what it read is
 * sent on instead: the text or bytes of `express.text()` or `express.raw()` as they are, the
 * object of `express.json()` as JSON again.
 */
export function toFetchRequestFromExpress(req: ExpressRequest): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  if (!req.readableEnded || req.body === undefined) return toFetchRequest(req, url);
  const body: unknown = req.body;
  if (typeof body === 'string') return toFetchRequest(req, url, body);
  if (body instanceof Uint8Array) return toFetchRequest(req, url, new Uint8Array(body));
  return toFetchRequest(req, url, JSON.stringify(body));
}
