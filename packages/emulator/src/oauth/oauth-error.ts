/**
 * The error codes of RFC 6749 §4.1.2.1 and §5.2, RFC 7591 §3.2.2 and RFC 8707 §2 that the
 * authorization server answers with, each with the status its RFC gives it.
 */
const OAUTH_ERRORS = {
  invalid_request: 400,
  invalid_client: 401,
  invalid_grant: 400,
  unauthorized_client: 400,
  unsupported_grant_type: 400,
  unsupported_response_type: 400,
  invalid_scope: 400,
  invalid_target: 400,
  access_denied: 400,
  invalid_redirect_uri: 400,
  invalid_client_metadata: 400,
} as const;

export type OAuthErrorCode = keyof typeof OAUTH_ERRORS;

/** A refusal in OAuth's own error format, `{ error, error_description }`, not the API's. */
export class OAuthError extends Error {
  readonly error: OAuthErrorCode;

  constructor(error: OAuthErrorCode, description: string) {
    super(description);
    this.name = 'OAuthError';
    this.error = error;
  }

  get status(): number {
    return OAUTH_ERRORS[this.error];
  }

  toBody(): { error: OAuthErrorCode; error_description: string } {
    return { error: this.error, error_description: this.message };
  }
}
