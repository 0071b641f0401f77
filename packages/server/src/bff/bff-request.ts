/**
 * What the BFF reads of a request. A Fetch API `Request` is one as it is; the Node and Express
 * adapters make a lighter one over Node's request (node-http/node-request.ts), so a request
 * costs no Fetch API objects on their path.
 */
export interface BffRequest {
  readonly method: string;
  readonly headers: { get(name: string): string | null };
  /** The body as it comes; null when there is none. Read once, or cancelled. */
  readonly body: ReadableStream<Uint8Array> | null;
}
