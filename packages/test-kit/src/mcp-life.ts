import type { Agent } from 'undici';
import type { Sample } from './account-life.ts';

/** The MCP routes a life goes through, in order, as the tables print them. */
export const MCP_LIFE_ROUTES = [
  'MCP initialize',
  'MCP tools/list',
  'MCP connect to continue',
  'MCP tools/call',
  'MCP end session',
] as const;

type McpRoute = (typeof MCP_LIFE_ROUTES)[number];

/** The protocol revision the endpoint's SDK speaks (URL elicitation needs it). */
export const MCP_PROTOCOL_VERSION = '2025-11-25';

/** The headers of every Streamable HTTP POST: JSON in, JSON or an event stream out. */
export const MCP_POST_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
} as const;

/**
 * The JSON-RPC initialize request (id 1) of a client named `name`, declaring `capabilities`, at
 * `protocolVersion`: what a raw client sends first.
 */
export function initializeRequest(
  name: string,
  capabilities: Record<string, unknown> = {},
  protocolVersion: string = MCP_PROTOCOL_VERSION,
) {
  return {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion, capabilities, clientInfo: { name, version: '1.0.0' } },
  } as const;
}

/**
 * The bearer token of `identifier` for the load BFF (packages/server/src/test/load-bff-process.ts),
 * which takes it as that user, as it takes the `x-bench-user` header: the identifier in base64url,
 * since an email's `@` is not in a bearer token's alphabet (RFC 6750 §2.1).
 */
export function mcpLoadToken(identifier: string): string {
  return Buffer.from(identifier).toString('base64url');
}

/** A JSON-RPC answer: its result, or its error's code. */
interface RpcAnswer {
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
}

/**
 * The answer to request `id` in a Streamable HTTP body: plain JSON, or the server-sent events
 * a POST may be answered with (each `data:` line one JSON-RPC message; notifications skipped).
 */
function answerIn(contentType: string, text: string, id: number): RpcAnswer | undefined {
  const messages = contentType.startsWith('text/event-stream')
    ? text
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => JSON.parse(line.slice(5)) as { id?: number } & RpcAnswer)
    : [JSON.parse(text) as { id?: number } & RpcAnswer];
  return messages.find((message) => message.id === id);
}

/**
 * One user's MCP session on the wire, as an MCP client speaks it (JSON-RPC over Streamable HTTP,
 * with {@link mcpLoadToken} as its bearer token). Raw JSON-RPC rather than the
 * SDK's client: the load process must measure the servers, and the SDK client's schema
 * compilation costs the driver seconds of CPU per session.
 */
export class McpWireSession {
  private nextId = 1;
  private sessionId: string | undefined;

  constructor(
    private readonly agent: Agent,
    private readonly endpoint: URL,
    private readonly identifier: string,
    private readonly record: (sample: Sample) => void,
  ) {}

  private async post(
    route: McpRoute,
    body: Record<string, unknown>,
    method: 'POST' | 'DELETE' = 'POST',
  ): Promise<{ status: number; contentType: string; text: string; sessionId?: string }> {
    const started = performance.now();
    const failed = () => {
      this.record({ route, ms: performance.now() - started, ok: false });
      return { status: 0, contentType: '', text: '' };
    };
    const answer = await this.agent
      .request({
        origin: this.endpoint.origin,
        path: this.endpoint.pathname,
        method,
        headers: {
          ...MCP_POST_HEADERS,
          authorization: `Bearer ${mcpLoadToken(this.identifier)}`,
          'mcp-protocol-version': MCP_PROTOCOL_VERSION,
          ...(this.sessionId !== undefined && { 'mcp-session-id': this.sessionId }),
        },
        body: method === 'POST' ? JSON.stringify({ jsonrpc: '2.0', ...body }) : undefined,
      })
      .catch(() => undefined);
    if (answer === undefined) return failed();
    const text = await answer.body.text().catch(() => undefined);
    if (text === undefined) return failed();
    const sessionId = answer.headers['mcp-session-id'];
    const reply = {
      status: answer.statusCode,
      contentType: String(answer.headers['content-type'] ?? ''),
      text,
      ...(typeof sessionId === 'string' && { sessionId }),
    };
    this.record({
      route,
      ms: performance.now() - started,
      ok: reply.status >= 200 && reply.status < 300,
    });
    return reply;
  }

  /** A request; its JSON-RPC answer, or undefined when the HTTP exchange itself failed. */
  private async request(
    route: McpRoute,
    method: string,
    params: Record<string, unknown>,
  ): Promise<RpcAnswer | undefined> {
    const id = this.nextId++;
    const reply = await this.post(route, { id, method, params });
    if (reply.status !== 200) return undefined;
    if (reply.sessionId !== undefined) this.sessionId = reply.sessionId;
    try {
      return answerIn(reply.contentType, reply.text, id);
    } catch {
      return undefined;
    }
  }

  /** initialize (declaring URL and form elicitation) and the initialized notification. */
  async open(): Promise<boolean> {
    const { method, params } = initializeRequest('plugboard-load', {
      elicitation: { url: {}, form: {} },
    });
    const initialized = await this.request('MCP initialize', method, params);
    if (initialized?.result === undefined || this.sessionId === undefined) return false;
    const notified = await this.post('MCP initialize', {
      method: 'notifications/initialized',
    });
    return notified.status === 202;
  }

  /** tools/list: the names it lists. */
  async listTools(): Promise<string[] | undefined> {
    const listed = await this.request('MCP tools/list', 'tools/list', {});
    const tools = listed?.result?.tools as { name: string }[] | undefined;
    return tools?.map((tool) => tool.name);
  }

  /**
   * tools/call for a tool whose account is not connected: true when the endpoint answers
   * "connect to continue" (URL elicitation required, -32042) with a connect URL.
   */
  async callExpectingConnect(name: string, args: Record<string, unknown>): Promise<boolean> {
    const answer = await this.request('MCP connect to continue', 'tools/call', {
      name,
      arguments: args,
    });
    return answer?.error?.code === -32042;
  }

  /** tools/call that must succeed: true when it answered a result that is not an error. */
  async call(name: string, args: Record<string, unknown>): Promise<boolean> {
    const answer = await this.request('MCP tools/call', 'tools/call', { name, arguments: args });
    return answer?.result !== undefined && answer.result.isError !== true;
  }

  /** DELETE of the session, as a client ends it. */
  async end(): Promise<boolean> {
    if (this.sessionId === undefined) return true;
    const ended = await this.post('MCP end session', {}, 'DELETE');
    this.sessionId = undefined;
    return ended.status === 200;
  }
}
