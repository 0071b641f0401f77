import type { BffErrorCode, ToolAccount } from '@plugboard/schema';

/** The HTTP status of each BFF error code: the code decides the status, never the call site. */
const STATUS_OF: Readonly<Record<BffErrorCode, number>> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_STATE: 400,
  VERIFY_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  ORGANIZATION_ACCOUNT_MANAGERS_ONLY: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  ACCOUNT_NOT_CONNECTED: 409,
  ACCOUNT_EXPIRED: 409,
  ACCOUNT_DISCONNECTED: 409,
  ACCOUNT_SUSPENDED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_CONFIGURED: 500,
  ACCOUNT_LIMIT_REACHED: 409,
  UNKNOWN_ACCOUNT: 400,
  ACCOUNT_CHOICE_REQUIRED: 409,
  UPSTREAM_ERROR: 502,
  TOOL_FAILED: 502,
  UPSTREAM_UNAVAILABLE: 503,
};

/** An error the BFF answers as `{error:{code,message,status}}`; the message tells the caller what to fix. */
export class BffError extends Error {
  readonly code: BffErrorCode;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The accounts to choose from, answered in the body (UNKNOWN_ACCOUNT, ACCOUNT_CHOICE_REQUIRED). */
  readonly accounts: readonly ToolAccount[] | undefined;

  constructor(
    code: BffErrorCode,
    message: string,
    headers: Record<string, string> = {},
    accounts?: readonly ToolAccount[],
  ) {
    super(message);
    this.name = 'BffError';
    this.code = code;
    this.status = STATUS_OF[code];
    this.headers = headers;
    this.accounts = accounts;
  }
}
