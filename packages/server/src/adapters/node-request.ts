import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { BffRequest } from '../bff/bff-request.ts';

// Hot path (docs/internals/server.md §"Hot path"): every BFF request runs this module, so it builds no
// object with a spread followed by more entries and no object literal with a getter: on Node 20's
// V8 both outlive young-generation GCs and lengthen every pause. bench/bff-overhead.bench.ts
// guards it.

/**
 * The BFF's view of a Node request. Headers are read from Node's own record when asked for, and
 * the body becomes a web stream only when a route reads it, so that the size limits apply while
 * it arrives; `consumedBody` stands in for a body that a body parser has already read.
 */
export function nodeRequest(
  req: IncomingMessage,
  consumedBody?: string | Uint8Array<ArrayBuffer>,
): BffRequest {
  return new NodeBffRequest(req, consumedBody);
}

/** A class, so that its `body` getter is on the prototype (hot path, above). */
class NodeBffRequest implements BffRequest {
  readonly method: string;
  readonly headers: BffRequest['headers'];
  readonly #req: IncomingMessage;
  readonly #consumedBody: string | Uint8Array<ArrayBuffer> | undefined;
  #body: ReadableStream<Uint8Array> | null | undefined;

  constructor(req: IncomingMessage, consumedBody: string | Uint8Array<ArrayBuffer> | undefined) {
    this.method = req.method ?? 'GET';
    this.#req = req;
    this.#consumedBody = consumedBody;
    this.headers = {
      get(name) {
        const key = name.toLowerCase();
        // A body parser's text no longer has the length the client declared.
        if (consumedBody !== undefined && key === 'content-length') return null;
        const value = req.headers[key];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(', ') : value;
      },
    };
  }

  get body(): ReadableStream<Uint8Array> | null {
    this.#body ??= bodyOf(this.#req, this.#consumedBody);
    return this.#body;
  }
}

function bodyOf(
  req: IncomingMessage,
  consumedBody: string | Uint8Array<ArrayBuffer> | undefined,
): ReadableStream<Uint8Array> | null {
  // As for a Fetch API `Request`, a GET or HEAD has no body to read.
  if (req.method === 'GET' || req.method === 'HEAD') return null;
  if (consumedBody !== undefined) return new Blob([consumedBody]).stream();
  if (req.readableEnded) return null;
  return Readable.toWeb(req) as ReadableStream<Uint8Array>;
}
