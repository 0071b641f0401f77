import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { wholeBodyOf } from '../handler/responses.ts';

/**
 * Copies a Fetch API `Response` onto a Node response: status, headers and body. A JSON answer,
 * built whole anyway, is written in one go; any other body (the proxy's, a tool's event stream)
 * is piped chunk by chunk as it arrives, never held whole in memory. Rejects when a streamed body
 * fails midway, or the client goes away during it; the connection is then closed, since the
 * status line is already sent.
 */
export async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  // One flat list for writeHead, cheaper than a setHeader call per header.
  const headers: string[] = [];
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') headers.push(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) headers.push('set-cookie', cookie);
  // The BFF stopped reading the request body midway (a 413): the rest of it is still on its way
  // on this connection, so it cannot carry another request (RFC 9112 9.6).
  if (res.req.destroyed && !res.req.complete) headers.push('connection', 'close');
  res.writeHead(response.status, headers);
  const whole = wholeBodyOf(response);
  if (whole !== undefined) {
    res.end(whole);
    return;
  }
  if (response.body === null) {
    res.end();
    return;
  }
  // The head goes out now, not with the first chunk: an event stream's reader learns at once that
  // the answer has started, and every chunk is then written as it comes.
  res.flushHeaders();
  // The global ReadableStream and node:stream/web's are the same class with different typings.
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
}
