/**
 * The error kinds the emulator answers with, by the machine-readable `error_code` of docs/internals/upstream-api.md §2.11.
 * Each maps to its HTTP status (docs/internals/upstream-api.md §7) and to the gRPC-style numeric `code` of the body.
 */
export const ERROR_KINDS = {
  INVALID_ARGUMENT: { status: 400, code: 3 },
  UNAUTHENTICATED: { status: 401, code: 16 },
  PERMISSION_DENIED: { status: 403, code: 7 },
  NOT_FOUND: { status: 404, code: 5 },
  ALREADY_EXISTS: { status: 409, code: 6 },
  RESOURCE_EXHAUSTED: { status: 429, code: 8 },
  INTERNAL: { status: 500, code: 13 },
  UNAVAILABLE: { status: 503, code: 14 },
} as const;

export type ErrorCode = keyof typeof ERROR_KINDS;

/** A failure with the status, code and message the upstream would answer; thrown by services and routes. */
export class ApiError extends Error {
  readonly errorCode: ErrorCode;
  /** A finer `error_code` for the body when one status has several causes a client tells apart. */
  readonly reason: string | undefined;

  constructor(errorCode: ErrorCode, message: string, reason?: string) {
    super(message);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.reason = reason;
  }

  get status(): number {
    return ERROR_KINDS[this.errorCode].status;
  }

  /** docs/internals/upstream-api.md §2.11: `{code, message, details: [ErrorInfo]}`. */
  toBody(): { code: number; message: string; details: { '@type': string; error_code: string }[] } {
    return {
      code: ERROR_KINDS[this.errorCode].code,
      message: this.message,
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          error_code: this.reason ?? this.errorCode,
        },
      ],
    };
  }
}
