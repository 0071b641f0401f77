import type { UpstreamError } from '../connectors/upstream-error.ts';
import { ApiError, type ErrorCode } from '../errors.ts';

/**
 * Why an execute_tool call failed, as the `error_code` of its 2.11 error body, with the status
 * each answers (docs/internals/upstream-api.md §4.4: 400 bad params, 404 unknown tool or account, 500 service error).
 */
const TOOL_ERROR_KINDS = {
  INVALID_PARAMS: 'INVALID_ARGUMENT',
  TOOL_NOT_FOUND: 'NOT_FOUND',
  ACCOUNT_NOT_FOUND: 'NOT_FOUND',
  ACCOUNT_CONNECTOR_MISMATCH: 'INVALID_ARGUMENT',
  ACCOUNT_NOT_ACTIVE: 'INVALID_ARGUMENT',
  UPSTREAM_INVALID_REQUEST: 'INVALID_ARGUMENT',
  UPSTREAM_PERMISSION_DENIED: 'PERMISSION_DENIED',
  UPSTREAM_NOT_FOUND: 'NOT_FOUND',
  UPSTREAM_CONFLICT: 'ALREADY_EXISTS',
  UPSTREAM_RATE_LIMITED: 'RESOURCE_EXHAUSTED',
  TOOL_EXECUTION_FAILED: 'INTERNAL',
  TOOL_NOT_SIMULATED: 'INTERNAL',
} as const satisfies Record<string, ErrorCode>;

export type ToolErrorCode = keyof typeof TOOL_ERROR_KINDS;

type ErrorDetail = { '@type': string; error_code: string } & Record<string, unknown>;

/** The `@type` of the detail that carries the third-party service's own error. */
const UPSTREAM_ERROR_TYPE = 'type.plugboard.dev/emulator.UpstreamError';

/** An execute_tool failure: an ApiError whose ErrorInfo names exactly what went wrong. */
export class ToolError extends ApiError {
  readonly toolErrorCode: ToolErrorCode;
  readonly extraDetails: readonly ErrorDetail[];
  /** Headers the answer carries (the service's `Retry-After` on a 429). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    code: ToolErrorCode,
    message: string,
    extraDetails: readonly ErrorDetail[] = [],
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(TOOL_ERROR_KINDS[code], message);
    this.name = 'ToolError';
    this.toolErrorCode = code;
    this.extraDetails = extraDetails;
    this.headers = headers;
  }

  override toBody() {
    const body = super.toBody();
    return {
      ...body,
      details: [
        ...body.details.map((detail) => ({ ...detail, error_code: this.toolErrorCode })),
        ...this.extraDetails,
      ],
    };
  }
}

const UPSTREAM_CODES: Readonly<Record<number, ToolErrorCode>> = {
  400: 'UPSTREAM_INVALID_REQUEST',
  403: 'UPSTREAM_PERMISSION_DENIED',
  404: 'UPSTREAM_NOT_FOUND',
  409: 'UPSTREAM_CONFLICT',
  429: 'UPSTREAM_RATE_LIMITED',
};

/**
 * Statuses a service uses in its own sense: the web search answers 422 for values it refuses (its
 * `VALIDATION`, `SUBSCRIPTION_TOKEN_INVALID`), a request to fix; elsewhere a 422 (a warehouse
 * statement that failed) stays the service's failure.
 */
const CONNECTOR_UPSTREAM_CODES: Readonly<Record<string, Readonly<Record<number, ToolErrorCode>>>> =
  {
    websearch: { 422: 'UPSTREAM_INVALID_REQUEST' },
  };

/**
 * A refusal of the simulated service, reported with the same status class: the message quotes
 * the service's own code and message, a second detail carries its error body unchanged, and its
 * headers (`Retry-After`) come along.
 */
export function fromUpstream(connector: string, error: UpstreamError): ToolError {
  return new ToolError(
    CONNECTOR_UPSTREAM_CODES[connector]?.[error.status] ??
      UPSTREAM_CODES[error.status] ??
      'TOOL_EXECUTION_FAILED',
    `The ${connector} service answered ${error.status} ${error.code}: ${error.message}`,
    [
      {
        '@type': UPSTREAM_ERROR_TYPE,
        error_code: error.code,
        connector,
        status: error.status,
        body: error.body,
      },
    ],
    error.headers,
  );
}
