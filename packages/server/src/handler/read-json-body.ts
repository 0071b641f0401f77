import type { z } from 'zod';
import { BffError } from './bff-error.ts';
import { parseInput } from './parse-input.ts';

/** Every BFF request body is a small JSON object; anything bigger is a mistake or an attack. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Reads a JSON body and parses it with `schema`: 415 unless `application/json`, 413 past
 * {@link MAX_BODY_BYTES} (stopping the read there), 400 for malformed JSON or a schema mismatch.
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new BffError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the request body as JSON with the header Content-Type: application/json.',
    );
  }
  const text = await readLimitedText(request);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BffError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
  return parseInput(schema, value, 'body');
}

async function readLimitedText(request: Request): Promise<string> {
  const tooLarge = new BffError(
    'PAYLOAD_TOO_LARGE',
    `The request body is larger than ${MAX_BODY_BYTES} bytes.`,
  );
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) throw tooLarge;
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge;
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(concat(chunks, size));
  } catch {
    throw new BffError('BAD_REQUEST', 'The request body is not valid UTF-8.');
  }
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
