import type { BffErrorCode, ConnectorId, ToolAuthorizationReason } from '@plugboard/schema';
import { BffError } from '../common/bff-error.ts';

/**
 * A tool run refused because the session user must connect, reconnect or grant a scope first.
 * The BFF answers it like any BffError (409 ACCOUNT_NOT_CONNECTED or ACCOUNT_EXPIRED, 502
 * TOOL_FAILED for a missing scope, as before); the model tools (src/ai.ts) read its fields to
 * answer `authorization_required` instead.
 */
export class ToolAuthorizationError extends BffError {
  readonly reason: ToolAuthorizationReason;
  readonly connector: ConnectorId;
  readonly accountId: string | undefined;
  readonly missingScopes: readonly string[] | undefined;

  constructor(
    code: BffErrorCode,
    message: string,
    reason: ToolAuthorizationReason,
    connector: ConnectorId,
    accountId: string | undefined,
    missingScopes?: readonly string[],
  ) {
    super(code, message);
    this.name = 'ToolAuthorizationError';
    this.reason = reason;
    this.connector = connector;
    this.accountId = accountId;
    this.missingScopes = missingScopes;
  }
}
