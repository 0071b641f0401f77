import type {
  AccountEvent,
  BffErrorBody,
  ConnectedAccountSummary,
  ConnectMessage,
  ToolAccount,
} from '@plugboard/schema';

/*
 * Hand-written shape checks. The browser bundle must not carry zod (nor outgrow its size budget),
 * so these stand in for the schemas of @plugboard/schema on the client, and check no more than
 * tells a genuine answer or message from anything else: the server validated the content.
 * Codes stay open strings: a newer BFF's code passes through to `error.code` unchanged.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A record whose `keys` are strings. */
function hasStrings(value: unknown, keys: readonly string[]): value is Record<string, unknown> {
  return isRecord(value) && keys.every((key) => typeof value[key] === 'string');
}

/** JSON from a place anyone may write to (storage, another window): undefined when it is not. */
export function parseJson(text: string | null): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}

export type MemberType = 'list' | 'record' | 'string';

/**
 * Whether an answer is the one a route of the contract gives: a record whose `member` has the
 * contract's type (`accounts` a list, `link` a string…). A host's fallback page or another API at
 * a wrong baseUrl fails this.
 */
export function hasMember(value: unknown, member: string, type: MemberType): boolean {
  const found = isRecord(value) ? value[member] : undefined;
  if (type === 'list') return Array.isArray(found);
  return type === 'record' ? isRecord(found) : typeof found === 'string';
}

export function isBffErrorBody(value: unknown): value is BffErrorBody {
  return isRecord(value) && hasStrings(value.error, ['code', 'message']);
}

/** bff/tool-account.ts, checked by hand: the accounts an error offers to choose from. */
export function isToolAccountList(value: unknown): value is ToolAccount[] {
  return (
    Array.isArray(value) &&
    value.every((item) => hasStrings(item, ['id', 'name']) && typeof item.is_default === 'boolean')
  );
}

export function isAccountSummary(value: unknown): value is ConnectedAccountSummary {
  return hasStrings(value, ['id', 'connector', 'identifier', 'status']);
}

/** bff/connect-message.ts, checked by hand: messages arrive from other windows. */
export function isConnectMessage(value: unknown): value is ConnectMessage {
  if (!isRecord(value)) return false;
  if (value.type === 'plugboard:connected') return isAccountSummary(value.account);
  return value.type === 'plugboard:connect-failed' && hasStrings(value, ['code', 'message']);
}

/** bff/account-events.ts, checked by hand: a stream message names its account and what happened. */
export function isAccountEvent(value: unknown): value is AccountEvent {
  return (
    hasStrings(value, ['id', 'type', 'occurred_at']) &&
    hasStrings(value.account, ['id', 'connector'])
  );
}
