/** A call's input split in two: the tool's own params, and the account it named, if any. */
export interface ToolCallParams {
  params: Record<string, unknown>;
  account: string | undefined;
}

/**
 * Splits a tool call's input for a run through the BFF. The model tools of @plugboard/server/ai
 * take an optional `account` beside the tool's params
 * (docs/internals/several-accounts.md §"Choosing the account of a call"), which POST
 * /tools/execute takes apart from `params`; no tool of the catalog has a param of that name.
 */
export function toolCallParams(input: unknown): ToolCallParams {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { params: {}, account: undefined };
  }
  const { account, ...params } = input as Record<string, unknown>;
  return { params, account: typeof account === 'string' ? account : undefined };
}
