/**
 * A minimal MCP client of our own that speaks 2026-07-28 on the wire, written from the
 * specification's text (modelcontextprotocol/modelcontextprotocol, docs/specification/2026-07-28:
 * basic/index, basic/transports/streamable-http, basic/patterns/mrtr, server/discover), not from
 * an SDK: one POST per request, the `_meta` envelope in every request, the request-metadata
 * headers mirrored from the body. It checks nothing itself: tests read what came back.
 */

export const MODERN_VERSION = '2026-07-28';

export interface WireAnswer {
  status: number;
  headers: Headers;
  /** The JSON-RPC message that answered the request (from a JSON body or an SSE stream). */
  message: {
    id?: string | number | null;
    result?: Record<string, unknown>;
    error?: { code: number; message: string; data?: unknown };
  };
}

/** One request and its answer as they went over the wire, for a transcript. */
export interface WireExchange {
  request: { method: string; url: string; headers: Record<string, string>; body: unknown };
  response: { status: number; headers: Record<string, string>; body: unknown };
}

export interface WireClientOptions {
  endpoint: string;
  token: string;
  fetch: (request: Request) => Promise<Response>;
  capabilities?: Record<string, unknown>;
  /** Hears every exchange. */
  onExchange?: (exchange: WireExchange) => void;
}

export interface SendOptions {
  /** Headers to send instead of the ones mirrored from the body (`null` leaves one out). */
  headers?: Record<string, string | null>;
  /** `_meta` to send instead of the envelope. */
  meta?: Record<string, unknown>;
}

/** `Mcp-Name`'s value: plain when it is a safe header value, else the spec's Base64 sentinel. */
export function headerValue(value: string): string {
  const plain =
    /^[\x21-\x7E]([\x20-\x7E]*[\x21-\x7E])?$/.test(value) &&
    !(value.startsWith('=?base64?') && value.endsWith('?='));
  return plain ? value : `=?base64?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

export function createWireClient(options: WireClientOptions) {
  let nextId = 1;
  const envelope = () => ({
    'io.modelcontextprotocol/protocolVersion': MODERN_VERSION,
    'io.modelcontextprotocol/clientInfo': { name: 'plugboard-wire-client', version: '1.0.0' },
    'io.modelcontextprotocol/clientCapabilities': options.capabilities ?? {},
  });

  async function send(
    method: string,
    params: Record<string, unknown> = {},
    sendOptions: SendOptions = {},
  ): Promise<WireAnswer> {
    const id = nextId++;
    const body = {
      jsonrpc: '2.0',
      id,
      method,
      params: { ...params, _meta: sendOptions.meta ?? envelope() },
    };
    const name = (params.name ?? params.uri) as string | undefined;
    const mirrored: Record<string, string | null> = {
      authorization: `Bearer ${options.token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': MODERN_VERSION,
      'mcp-method': method,
      ...(name !== undefined && { 'mcp-name': headerValue(name) }),
      ...sendOptions.headers,
    };
    const headers = Object.fromEntries(
      Object.entries(mirrored).filter((entry): entry is [string, string] => entry[1] !== null),
    );
    const response = await options.fetch(
      new Request(options.endpoint, { method: 'POST', headers, body: JSON.stringify(body) }),
    );
    const text = await response.text();
    const message = parseAnswer(text, response.headers.get('content-type') ?? '', id);
    options.onExchange?.({
      request: { method: 'POST', url: options.endpoint, headers, body },
      response: {
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: message,
      },
    });
    return { status: response.status, headers: response.headers, message };
  }

  return {
    send,
    discover: () => send('server/discover'),
    listTools: () => send('tools/list'),
    callTool: (
      name: string,
      args: Record<string, unknown>,
      retry: { inputResponses?: Record<string, unknown>; requestState?: string } = {},
    ) => send('tools/call', { name, arguments: args, ...retry }),
  };
}

/** The answer to request `id` in a JSON body, or the last one on an SSE response stream. */
function parseAnswer(text: string, contentType: string, id: number): WireAnswer['message'] {
  if (text === '') return {};
  if (!contentType.startsWith('text/event-stream')) return JSON.parse(text);
  const messages = text
    .split(/\r?\n\r?\n/)
    .map((event) =>
      event
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n'),
    )
    .filter((data) => data !== '')
    .map((data) => JSON.parse(data) as WireAnswer['message']);
  return messages.find((each) => each.id === id) ?? messages.at(-1) ?? {};
}
