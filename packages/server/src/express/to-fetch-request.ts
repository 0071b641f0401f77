import { Readable } from 'node:stream';
import type { Request as ExpressRequest } from 'express';

/**
 * The Fetch API `Request` for an Express request: its original URL (the mount path included) and
 * headers, with the body streamed rather than buffered so the core's size limit applies while
 * reading. When a body parser already consumed the stream, its parsed JSON is sent on instead.
 */
export function toFetchRequest(req: ExpressRequest): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) {
      for (const item of value) headers.append(name, item);
    } else if (value !== undefined) {
      headers.set(name, value);
    }
  }
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    if (req.readableEnded) {
      if (req.body !== undefined) {
        init.body = JSON.stringify(req.body);
        headers.delete('content-length');
      }
    } else {
      init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
      // Fetch requires `duplex: 'half'` for a streamed request body.
      init.duplex = 'half';
    }
  }
  return new Request(url, init);
}
