import { createLinkRequestSchema } from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import { BffError } from '../common/bff-error.ts';
import { readJsonBody } from './read-json-body.ts';

const MAX_BODY_BYTES = 16 * 1024;

function post(
  body: BodyInit,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) {
  return new Request('http://localhost/links', { method: 'POST', body, headers });
}

async function failure(request: Request): Promise<BffError> {
  const error = await readJsonBody(request, createLinkRequestSchema, MAX_BODY_BYTES).catch(
    (caught: unknown) => caught,
  );
  if (!(error instanceof BffError)) throw new Error(`expected a BffError, got ${String(error)}`);
  return error;
}

/** A body stream that never says its length, so only counting while reading can stop it. */
function streamOf(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = new Uint8Array(Math.min(1024, size - sent)).fill(32);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe('readJsonBody', () => {
  it('parses a JSON body with its schema', async () => {
    const request = post('{"connector":"crm"}', {
      'content-type': 'Application/JSON; charset=utf-8',
    });
    expect(await readJsonBody(request, createLinkRequestSchema, MAX_BODY_BYTES)).toEqual({
      connector: 'crm',
    });
  });

  it('answers 415 when the body is not declared as JSON', async () => {
    expect(
      await failure(post('connector=crm', { 'content-type': 'application/x-www-form-urlencoded' })),
    ).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      status: 415,
    });
  });

  it('answers 413 when Content-Length is over the limit, before reading', async () => {
    const request = post('{}', {
      'content-type': 'application/json',
      'content-length': String(MAX_BODY_BYTES + 1),
    });
    expect(await failure(request)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
  });

  it('answers 413 when a streamed body grows past the limit', async () => {
    const request = new Request('http://localhost/links', {
      method: 'POST',
      body: streamOf(MAX_BODY_BYTES * 4),
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(await failure(request)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
  });

  it('accepts a body of exactly the limit', async () => {
    const json = JSON.stringify({ connector: 'crm' });
    const padded = json + ' '.repeat(MAX_BODY_BYTES - json.length);
    expect(await readJsonBody(post(padded), createLinkRequestSchema, MAX_BODY_BYTES)).toEqual({
      connector: 'crm',
    });
  });

  it('answers 400 BAD_REQUEST for malformed JSON', async () => {
    expect(await failure(post('{"connector":'))).toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
    });
  });

  it('answers 400 VALIDATION_FAILED naming the field', async () => {
    const wrong = await failure(post('{"connector":"mainframe"}'));
    expect(wrong).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect(wrong.message).toMatch(/^Invalid request body: connector: /);
    const missing = await failure(post('{}'));
    expect(missing.message).toBe('Invalid request body: connector: is required');
    const extra = await failure(post('{"connector":"crm","identifier":"someone-else"}'));
    expect(extra.message).toMatch(/identifier/);
  });
});
