import type {
  AccountsPage,
  BffErrorBody,
  ConnectedAccountSummary,
  ConnectMessage,
  ConnectorsResponse,
  CreateLinkResponse,
  ToolExecutionResponse,
  ToolsResponse,
  VerifyResponse,
} from '@plugboard/schema';

/*
 * Hand-written shape checks of the BFF contract. The browser bundle must not carry zod, so these
 * stand in for the schemas of @plugboard/schema on the client. They check what the client reads,
 * so an answer that is not the contract (a host's HTML or JSON fallback at a wrong baseUrl, a
 * forged message from another window) is refused; the server already validated the content.
 * Codes stay open strings: a newer BFF's code passes through to `error.code` unchanged.
 */

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** A record whose `keys` are strings. */
function hasStrings(value: unknown, keys: readonly string[]): value is Json {
  return isRecord(value) && keys.every((key) => isString(value[key]));
}

function isListOf(value: unknown, isItem: (item: unknown) => boolean): boolean {
  return Array.isArray(value) && value.every(isItem);
}

export function isBffErrorBody(value: unknown): value is BffErrorBody {
  return (
    isRecord(value) &&
    hasStrings(value.error, ['code', 'message']) &&
    typeof value.error.status === 'number'
  );
}

export function isAccountSummary(value: unknown): value is ConnectedAccountSummary {
  return hasStrings(value, ['id', 'connector', 'identifier', 'status']);
}

export function isAccountsPage(value: unknown): value is AccountsPage {
  return (
    isRecord(value) &&
    isListOf(value.accounts, isAccountSummary) &&
    typeof value.total_size === 'number'
  );
}

export function isConnectorsResponse(value: unknown): value is ConnectorsResponse {
  return isRecord(value) && isListOf(value.connectors, (item) => hasStrings(item, ['id', 'name']));
}

export function isCreateLinkResponse(value: unknown): value is CreateLinkResponse {
  return hasStrings(value, ['link']);
}

export function isVerifyResponse(value: unknown): value is VerifyResponse {
  return (
    isRecord(value) &&
    isAccountSummary(value.account) &&
    (value.return_to === undefined || isString(value.return_to))
  );
}

export function isToolsResponse(value: unknown): value is ToolsResponse {
  return (
    isRecord(value) &&
    isListOf(value.tools, (item) => hasStrings(item, ['name', 'connector']) && isRecord(item.params_schema))
  );
}

export function isToolExecutionResponse(value: unknown): value is ToolExecutionResponse {
  return hasStrings(value, ['execution_id']) && isRecord(value.data);
}

/** bff/connect-message.ts, checked by hand: messages arrive from other windows. */
export function isConnectMessage(value: unknown): value is ConnectMessage {
  if (!isRecord(value) || (value.flow !== undefined && !isString(value.flow))) return false;
  if (value.type === 'plugboard:connected') return isAccountSummary(value.account);
  return (
    value.type === 'plugboard:connect-failed' &&
    hasStrings(value, ['code', 'message']) &&
    (value.connector === undefined || isString(value.connector))
  );
}
