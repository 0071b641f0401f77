/**
 * A refusal by a simulated third-party service: its HTTP status, its own machine-readable code and
 * the error body it sends (docs/tool-results.md, each connector's errors). Thrown inside a tool run;
 * execute_tool reports it in the core API's error body (see services/tool-error.ts).
 */
export class UpstreamError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: Readonly<Record<string, unknown>>;
  /** Response headers the service sends with this error (`Retry-After` on a 429). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    code: string,
    message: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'UpstreamError';
    this.status = status;
    this.code = code;
    this.body = body;
    this.headers = headers;
  }
}
