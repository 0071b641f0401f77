import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/**
 * The Fetch API `Request` for a Node request at `url`, with its headers. The body is streamed, not
 * buffered, so the BFF's size limits apply while reading; `consumedBody` stands in for a body that
 * a body parser has already read.
 */
export function toFetchRequest(
  req: IncomingMessage,
  url: URL,
  consumedBody?: string | Uint8Array<ArrayBuffer>,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) {
      for (const item of value) headers.append(name, item);
    } else if (value !== undefined) {
      headers.set(name, value);
    }
  }
  const method = req.method ?? 'GET';
  const init: RequestInit & { duplex?: 'half' } = { method, headers };
  if (method !== 'GET' && method !== 'HEAD') {
    if (consumedBody !== undefined) {
      init.body = consumedBody;
      headers.delete('content-length');
    } else if (!req.readableEnded) {
      init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
      // Fetch requires `duplex: 'half'` for a streamed request body.
      init.duplex = 'half';
    }
  }
  return new Request(url, init);
}
