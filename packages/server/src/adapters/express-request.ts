import type { Request as ExpressRequest } from 'express';
import type { BffRequest } from '../bff/bff-request.ts';
import { nodeRequest } from './node-request.ts';

/**
 * The BFF's view of an Express request: its headers and streamed body. When a body parser already
 * consumed the stream, what it read is sent on instead: the text or bytes of `express.text()` or
 * `express.raw()` as they are, the object of `express.json()` as JSON again.
 */
export function expressRequest(req: ExpressRequest): BffRequest {
  if (!req.readableEnded || req.body === undefined) return nodeRequest(req);
  const body: unknown = req.body;
  if (typeof body === 'string') return nodeRequest(req, body);
  if (body instanceof Uint8Array) return nodeRequest(req, new Uint8Array(body));
  return nodeRequest(req, JSON.stringify(body));
}
