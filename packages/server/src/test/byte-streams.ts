import { createHash } from 'node:crypto';

/** A generated request body and what has gone out of it so far. */
export interface GeneratedBody {
  readonly stream: ReadableStream<Uint8Array>;
  /** Bytes the reader has pulled so far. */
  sent(): number;
  /** The SHA-256 of the bytes pulled so far, upper-case hex as the document library writes it. */
  sha256(): string;
}

/**
 * `size` bytes made chunk by chunk as the reader pulls them, never whole, and of no declared
 * length: only counting while streaming can tell how large it is.
 */
export function generatedBody(size: number, chunkSize = 65_536): GeneratedBody {
  let sent = 0;
  const hash = createHash('sha256');
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = new Uint8Array(Math.min(chunkSize, size - sent));
      for (let index = 0; index < chunk.length; index++) chunk[index] = (sent + index) % 251;
      sent += chunk.length;
      hash.update(chunk);
      controller.enqueue(chunk);
    },
  });
  return { stream, sent: () => sent, sha256: () => hash.copy().digest('hex').toUpperCase() };
}

/** Reads a body to its end and answers its size and SHA-256 (upper-case hex). */
export async function digestOf(
  body: ReadableStream<Uint8Array> | null,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const reader = body?.getReader();
  for (;;) {
    const read = await reader?.read();
    if (read === undefined || read.done) break;
    hash.update(read.value);
    size += read.value.byteLength;
  }
  return { size, sha256: hash.digest('hex').toUpperCase() };
}
