import type {
  AccountsPage,
  BffErrorBody,
  BffErrorCode,
  ConnectedAccountSummary,
  ConnectMessage,
  ConnectorsResponse,
  CreateLinkResponse,
  OfferedConnector,
  ToolExecutionResponse,
  ToolInfo,
  ToolsResponse,
  VerifyResponse,
} from '@plugboard/schema';

/*
 * Hand-written shape checks of the BFF contract. The browser bundle must not carry zod, so these
 * stand in for the schemas of @plugboard/schema on the client; they check structure, the server
 * already validated the content.
 */

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasStrings(value: Json, keys: readonly string[]): boolean {
  return keys.every((key) => typeof value[key] === 'string');
}

// `satisfies` keeps this list equal to the schema's enum: a code added there fails the typecheck.
const BFF_ERROR_CODES = {
  BAD_REQUEST: true,
  VALIDATION_FAILED: true,
  UNAUTHENTICATED: true,
  FORBIDDEN: true,
  CROSS_SITE_REQUEST: true,
  NOT_FOUND: true,
  METHOD_NOT_ALLOWED: true,
  CONFLICT: true,
  ACCOUNT_NOT_CONNECTED: true,
  ACCOUNT_EXPIRED: true,
  INVALID_STATE: true,
  VERIFY_FAILED: true,
  PAYLOAD_TOO_LARGE: true,
  UNSUPPORTED_MEDIA_TYPE: true,
  RATE_LIMITED: true,
  UPSTREAM_ERROR: true,
  TOOL_FAILED: true,
  UPSTREAM_UNAVAILABLE: true,
  INTERNAL: true,
} as const satisfies Record<BffErrorCode, true>;

export function isBffErrorCode(value: unknown): value is BffErrorCode {
  return typeof value === 'string' && Object.hasOwn(BFF_ERROR_CODES, value);
}

export function isBffErrorBody(value: unknown): value is BffErrorBody {
  if (!isRecord(value) || !isRecord(value.error)) return false;
  const { code, message, status } = value.error;
  return isBffErrorCode(code) && typeof message === 'string' && typeof status === 'number';
}

export function isAccountSummary(value: unknown): value is ConnectedAccountSummary {
  return (
    isRecord(value) &&
    hasStrings(value, [
      'id',
      'connection_id',
      'connector',
      'identifier',
      'provider',
      'authorization_type',
      'status',
      'updated_at',
    ])
  );
}

export function isAccountsPage(value: unknown): value is AccountsPage {
  return (
    isRecord(value) &&
    Array.isArray(value.accounts) &&
    value.accounts.every(isAccountSummary) &&
    hasStrings(value, ['next_page_token', 'prev_page_token']) &&
    typeof value.total_size === 'number'
  );
}

function isOfferedConnector(value: unknown): value is OfferedConnector {
  return (
    isRecord(value) &&
    hasStrings(value, ['id', 'name', 'description', 'authorization_type']) &&
    Array.isArray(value.tools) &&
    value.tools.every((tool) => typeof tool === 'string')
  );
}

export function isConnectorsResponse(value: unknown): value is ConnectorsResponse {
  return (
    isRecord(value) && Array.isArray(value.connectors) && value.connectors.every(isOfferedConnector)
  );
}

export function isCreateLinkResponse(value: unknown): value is CreateLinkResponse {
  return isRecord(value) && hasStrings(value, ['link', 'expiry']);
}

export function isVerifyResponse(value: unknown): value is VerifyResponse {
  return (
    isRecord(value) &&
    isAccountSummary(value.account) &&
    (value.return_to === undefined || typeof value.return_to === 'string')
  );
}

function isToolInfo(value: unknown): value is ToolInfo {
  return (
    isRecord(value) &&
    hasStrings(value, ['name', 'connector', 'description', 'effect']) &&
    isRecord(value.params_schema)
  );
}

export function isToolsResponse(value: unknown): value is ToolsResponse {
  return isRecord(value) && Array.isArray(value.tools) && value.tools.every(isToolInfo);
}

export function isToolExecutionResponse(value: unknown): value is ToolExecutionResponse {
  return isRecord(value) && isRecord(value.data) && typeof value.execution_id === 'string';
}

/** bff/connect-message.ts, checked by hand: messages arrive from other windows. */
export function isConnectMessage(value: unknown): value is ConnectMessage {
  if (!isRecord(value)) return false;
  if (value.flow !== undefined && typeof value.flow !== 'string') return false;
  if (value.type === 'plugboard:connected') return isAccountSummary(value.account);
  if (value.type === 'plugboard:connect-failed') {
    return (
      isBffErrorCode(value.code) &&
      typeof value.message === 'string' &&
      (value.connector === undefined || typeof value.connector === 'string')
    );
  }
  return false;
}
