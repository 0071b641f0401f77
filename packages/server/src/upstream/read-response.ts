import { upstreamErrorBodySchema } from '@plugboard/schema';
import type { z } from 'zod';
import { sanitizeMessage } from './sanitize-message.ts';
import type { UpstreamCall } from './send-request.ts';
import { UpstreamError } from './upstream-error.ts';

/**
 * Turns an error answer into an {@link UpstreamError}, reading the core-api.md 2.11 body when
 * there is one. `secrets` are scrubbed from anything quoted from the body.
 */
export async function toUpstreamError(
  response: Response,
  call: UpstreamCall,
  secrets: readonly string[],
): Promise<UpstreamError> {
  const text = await response.text().catch(() => '');
  const body = upstreamErrorBodySchema.safeParse(safeJson(text));
  const detail = body.success ? sanitizeMessage(body.data.message, secrets) : '';
  const errorCode = body.success ? body.data.details[0]?.error_code : undefined;
  const label = errorCode ? `${response.status} ${errorCode}` : String(response.status);
  return new UpstreamError(
    `Upstream ${call.method} ${call.path} answered ${label}${detail ? `: ${detail}` : ''}`,
    { kind: 'http', method: call.method, path: call.path, status: response.status, errorCode },
  );
}

/** Parses a success answer with its schema; a body that does not match is an upstream fault. */
export async function readBody<S extends z.ZodType>(
  response: Response,
  call: UpstreamCall,
  schema: S,
): Promise<z.output<S>> {
  const text = await response.text();
  const parsed = schema.safeParse(safeJson(text));
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues
    .slice(0, 3)
    .map((issue) => issue.path.join('.') || '(body)')
    .join(', ');
  throw new UpstreamError(
    `Upstream ${call.method} ${call.path} answered ${response.status} with an unexpected body (${where})`,
    { kind: 'invalid_response', method: call.method, path: call.path, status: response.status },
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
