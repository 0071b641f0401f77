/** Reads a server-sent event stream as a browser would, one event at a time. */
export interface EventReader {
  /** The next event's `data`, or `undefined` once the stream has ended. */
  next(): Promise<string | undefined>;
  /** The `data` of every event left, to the end of the stream. */
  rest(): Promise<string[]>;
  /** Stops reading and cancels the stream: the browser went away. */
  cancel(): Promise<void>;
}

/** An {@link EventReader} over `body` (`data:` lines only, as docs/internals/chat-stream.md uses). */
export function readEvents(body: ReadableStream<Uint8Array> | null): EventReader {
  if (body === null) throw new Error('The answer has no body to read events from.');
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  async function next(): Promise<string | undefined> {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const event = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        return event
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice('data:'.length).trimStart())
          .join('\n');
      }
      const read = await reader.read();
      if (read.done) return undefined;
      buffered += decoder.decode(read.value, { stream: true });
    }
  }
  return {
    next,
    async rest() {
      const events: string[] = [];
      for (let event = await next(); event !== undefined; event = await next()) events.push(event);
      return events;
    },
    cancel: () => reader.cancel(),
  };
}
