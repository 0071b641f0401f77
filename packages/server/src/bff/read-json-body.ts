import type { z } from 'zod';
import { BffError } from '../common/bff-error.ts';
import type { BffRequest } from './bff-request.ts';
import { parseInput } from './parse-input.ts';

/**
 * Reads a JSON body and parses it with `schema`: 415 unless `application/json`, 413 past
 * `maxBytes` (stopping the read there), 400 for malformed JSON or a schema mismatch.
 */
export async function readJsonBody<S extends z.ZodType>(
  request: BffRequest,
  schema: S,
  maxBytes: number,
): Promise<z.output<S>> {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new BffError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the request body as JSON with the header Content-Type: application/json.',
    );
  }
  const text = await readLimitedText(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BffError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
  return parseInput(schema, value, 'body');
}

/** 413 PAYLOAD_TOO_LARGE naming the limit. */
export function payloadTooLarge(maxBytes: number): BffError {
  return new BffError('PAYLOAD_TOO_LARGE', `The request body is larger than ${maxBytes} bytes.`);
}

/** Whether the declared `Content-Length` already says the body is over `maxBytes`. */
export function declaresMoreThan(request: BffRequest, maxBytes: number): boolean {
  return Number(request.headers.get('content-length')) > maxBytes;
}

/** The body as UTF-8 text, 413 past `maxBytes` (stopping the read there), 400 if not UTF-8. */
export async function readLimitedText(request: BffRequest, maxBytes: number): Promise<string> {
  if (declaresMoreThan(request, maxBytes)) throw payloadTooLarge(maxBytes);
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw payloadTooLarge(maxBytes);
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
