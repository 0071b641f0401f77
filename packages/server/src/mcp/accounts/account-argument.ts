import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { accountReferenceSchema } from '@plugboard/schema';
import { formatIssues } from '../../common/format-issues.ts';

/**
 * The argument every tool of the endpoint takes besides its own params: which of the user's
 * accounts of its connector the call runs on (docs/internals/several-accounts.md §"Choosing the
 * account of a call"). No tool of the catalog has a param of that name (a test keeps it so).
 */
export const ACCOUNT_ARGUMENT = 'account';

/**
 * The argument's JSON Schema, as small as it can be: every tool of a listed scope repeats it
 * (bench/mcp-tool-list.bench.ts). Its bounds are checked when a call comes
 * ({@link takeAccountArgument}), with a message that says what to fix.
 */
const accountProperty = {
  type: 'string',
  description: 'Account name or id; omit for the default.',
} as const;

/** `schema` (a tool's input schema) with the optional `account` property. */
export function withAccountArgument(schema: Tool['inputSchema']): Tool['inputSchema'] {
  return { ...schema, properties: { ...schema.properties, [ACCOUNT_ARGUMENT]: accountProperty } };
}

/** A call's arguments split into the account it names and the tool's own params. */
export type TakenAccount =
  | { ok: true; account: string | undefined; params: Record<string, unknown> }
  | { ok: false; message: string };

/**
 * Takes `account` out of a call's arguments, before the tool's own schema checks them (which
 * would refuse a param it does not know), checked as a reference: a trimmed name or id.
 */
export function takeAccountArgument(args: Record<string, unknown>): TakenAccount {
  const { [ACCOUNT_ARGUMENT]: given, ...params } = args;
  if (given === undefined) return { ok: true, account: undefined, params };
  const parsed = accountReferenceSchema.safeParse(given);
  if (!parsed.success) {
    const issues = formatIssues(parsed.error.issues).join('; ');
    return {
      ok: false,
      message: `Invalid argument account: ${issues}. Give the name or id of one of the user's accounts, or leave it out for the default.`,
    };
  }
  return { ok: true, account: parsed.data, params };
}
