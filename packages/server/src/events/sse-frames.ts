import type { AccountEvent } from '@plugboard/schema';

const encoder = new TextEncoder();

/** One `event: account` of GET /events, its id the event's, so `Last-Event-ID` can resume. */
export function accountEventFrame(event: AccountEvent): Uint8Array {
  return encoder.encode(`id: ${event.id}\nevent: account\ndata: ${JSON.stringify(event)}\n\n`);
}

/**
 * A comment line: browsers ignore it, and it keeps proxies and load balancers from closing a
 * stream that has been quiet for a while.
 */
export const HEARTBEAT_FRAME = encoder.encode(': heartbeat\n\n');

/** How long a browser waits before it reconnects after the stream broke off. */
export function retryFrame(milliseconds: number): Uint8Array {
  return encoder.encode(`retry: ${milliseconds}\n\n`);
}
