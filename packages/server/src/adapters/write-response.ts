import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { BffAnswer } from '../bff/bff-answer.ts';
import { mergedHeaders } from '../common/merged-headers.ts';

// Hot path (docs/internals/server.md §"Hot path"): every BFF request runs this module, so it builds no
// object with a spread followed by more entries and no object literal with a getter: on Node 20's
// V8 both outlive young-generation GCs and lengthen every pause. bench/bff-overhead.bench.ts
// guards it.

const CONNECTION_CLOSE = { connection: 'close' };

/**
 * Writes a BFF answer on a Node response: status, headers and body. A JSON answer is written in
 * one go; a streamed body (the proxy's, a tool's event stream) is piped chunk by chunk as it
 * arrives, never held whole in memory. Rejects when a streamed body fails midway, or the client
 * goes away during it; the connection is then closed, since the status line is already sent.
 */
export async function writeResponse(answer: BffAnswer, res: ServerResponse): Promise<void> {
  const { body } = answer;
  // The BFF stopped reading the request body midway (a 413): the rest of it is still on its way
  // on this connection, so it cannot carry another request (RFC 9112 9.6).
  const closing = res.req.destroyed && !res.req.complete;
  if (body === null || typeof body === 'string') {
    // With its length declared, a whole answer goes out as one write rather than in chunks.
    res.writeHead(
      answer.status,
      mergedHeaders(
        answer.headers,
        body !== null && { 'content-length': String(Buffer.byteLength(body)) },
        closing && CONNECTION_CLOSE,
      ),
    );
    res.end(body ?? undefined);
    return;
  }
  res.writeHead(
    answer.status,
    closing ? mergedHeaders(answer.headers, CONNECTION_CLOSE) : answer.headers,
  );
  // The head goes out now, not with the first chunk: an event stream's reader learns at once that
  // the answer has started, and every chunk is then written as it comes.
  res.flushHeaders();
  // The global ReadableStream and node:stream/web's are the same class with different typings.
  await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), res);
}
