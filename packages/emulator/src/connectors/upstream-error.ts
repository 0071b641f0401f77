/**
 * A refusal by a simulated third-party service: its HTTP status, its own machine-readable code and
 * the error body it sends (result-shapes.md, "Errors" of each connector). Thrown inside a tool run;
 * execute_tool reports it in the core API's error body (see services/tool-error.ts).
 */
export class UpstreamError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: Readonly<Record<string, unknown>>;

  constructor(status: number, code: string, message: string, body: Record<string, unknown>) {
    super(message);
    this.name = 'UpstreamError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}
