/**
 * Whether writing an answer failed because the client went away in the middle of it: nothing more
 * can be said on that connection, and nothing went wrong on our side.
 */
export function isPrematureClose(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    Reflect.get(error, 'code') === 'ERR_STREAM_PREMATURE_CLOSE'
  );
}
