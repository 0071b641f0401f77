/** A pass-through stream that fails once more than `maxBytes` have gone through it. */
export interface ByteLimit {
  readonly stream: TransformStream<Uint8Array, Uint8Array>;
  /** Whether the limit was crossed, so the failure it caused downstream can be named. */
  exceeded(): boolean;
}

/** Counts the bytes of a streamed body and stops it at `maxBytes`, without buffering it. */
export function byteLimit(maxBytes: number): ByteLimit {
  let seen = 0;
  let crossed = false;
  return {
    stream: new TransformStream({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) {
          crossed = true;
          controller.error(new RangeError(`The body is larger than ${maxBytes} bytes.`));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
    exceeded: () => crossed,
  };
}
