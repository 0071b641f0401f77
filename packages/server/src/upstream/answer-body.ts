/**
 * The timeout timers of answers whose body is still to be read. A call's timeout covers the
 * reading of its body too (send-request.ts); once the body is read or dropped the timer has
 * nothing left to bound and goes at once, rather than firing long after the call, thousands at a
 * time after a busy moment.
 */
const pendingTimers = new WeakMap<Response, ReturnType<typeof setTimeout>>();

/** Leaves `timer` running until the body of `response` is read or dropped. */
export function holdTimerUntilRead(response: Response, timer: ReturnType<typeof setTimeout>): void {
  pendingTimers.set(response, timer);
}

function endTimer(response: Response): void {
  clearTimeout(pendingTimers.get(response));
  pendingTimers.delete(response);
}

/** The whole body as text; its timeout still applies while it arrives. */
export async function readWhole(response: Response): Promise<string> {
  try {
    return await response.text();
  } finally {
    endTimer(response);
  }
}

/** Drops an answer unread, so its connection goes back to the pool. */
export async function discard(response: Response): Promise<void> {
  endTimer(response);
  await response.body?.cancel();
}
