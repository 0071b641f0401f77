import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { isStreamed } from '../handler/responses.ts';

/**
 * Copies a Fetch API `Response` onto a Node response: status, headers and body. A streamed
 * answer (the proxy's) is piped, never held whole in memory; a JSON answer, built whole anyway,
 * is written in one go. Rejects when a streamed body fails midway; the connection is then closed,
 * since the status line is already sent.
 */
export async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (response.body === null) {
    res.end();
    return;
  }
  if (!isStreamed(response)) {
    res.end(Buffer.from(await response.arrayBuffer()));
    return;
  }
  // The global ReadableStream and node:stream/web's are the same class with different typings.
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
}
