import type { Logger } from '../common/logger.ts';

/**
 * Our MCP endpoint, made by `createMcpEndpoint(plugboard)` of `@plugboard/server/mcp`. Serve
 * `handler` at the paths of `paths` (Next.js route handlers, Hono, Bun), or mount it with
 * `toExpress(mcp)` or `toNodeHandler(mcp)`.
 *
 * @example
 * ```ts
 * const mcp = createMcpEndpoint(plugboard);
 * export const GET = mcp.handler;
 * export const POST = mcp.handler;
 * export const DELETE = mcp.handler;
 * ```
 */
export interface McpEndpoint {
  /**
   * Answers a request to the endpoint's path (POST, GET and DELETE of Streamable HTTP) or to its
   * protected resource metadata; anything else is 404. Never throws.
   */
  readonly handler: (request: Request) => Promise<Response>;
  /** The paths it answers: the endpoint's and its protected resource metadata's. */
  readonly paths: { endpoint: string; metadata: string };
  /** Ends every session (their streams and pending watches), for a clean shutdown. */
  close(): Promise<void>;
}

/** What the Express and Node adapters need of an endpoint beyond its public face. */
export interface McpEndpointInternals {
  /** Checks the instance's settings and builds the endpoint now; throws one error listing every problem. */
  check(): void;
  logger(): Logger;
  answerTimeoutMs: number | undefined;
}

const ENDPOINTS = new WeakMap<object, McpEndpointInternals>();

export function registerMcpEndpoint(endpoint: McpEndpoint, internals: McpEndpointInternals) {
  ENDPOINTS.set(endpoint, internals);
}

/** The internals of an endpoint `createMcpEndpoint` made, or undefined for anything else. */
export function mcpEndpointInternals(value: unknown): McpEndpointInternals | undefined {
  return typeof value === 'object' && value !== null ? ENDPOINTS.get(value) : undefined;
}
