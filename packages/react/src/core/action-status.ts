/**
 * Where an action (connect, disconnect, run a tool, create or revoke a token, verify a callback)
 * stands, in every hook and in the connect flow alike:
 * - `idle`: not started, or reset.
 * - `pending`: in progress (`isPending` is true).
 * - `success` / `error`: how the latest one ended.
 */
export type ActionStatus = 'idle' | 'pending' | 'success' | 'error';
