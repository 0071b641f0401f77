import type { ServerResponse } from 'node:http';

/**
 * The signal that fires when the client goes away before its answer is written whole, so the work
 * for it (an upstream call, a streamed answer) stops with it. Made on first use: most requests
 * never ask for it, and a signal per request is not free.
 */
export function clientGoneSignal(res: ServerResponse): () => AbortSignal {
  let signal: AbortSignal | undefined;
  return () => {
    if (signal !== undefined) return signal;
    const controller = new AbortController();
    const abort = () => {
      if (!res.writableFinished) {
        controller.abort(
          new DOMException('The client went away before its answer ended', 'AbortError'),
        );
      }
    };
    if (res.closed) abort();
    else res.once('close', abort);
    signal = controller.signal;
    return signal;
  };
}
