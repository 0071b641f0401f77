import { upstreamErrorBodySchema } from '@plugboard/schema';
import { z } from 'zod';
import { readWhole } from './answer-body.ts';
import { parseRetryAfter } from './retry-policy.ts';
import type { SecretRegistry } from './secret-registry.ts';
import type { UpstreamCall } from './send-request.ts';
import { UpstreamError } from './upstream-error.ts';

/** A third-party error passed on by the proxy, in the `{error: {code, message}}` shape. */
const proxiedErrorBodySchema = z.object({
  error: z.object({ code: z.string().optional(), message: z.string() }),
});

/**
 * Turns an error answer into an {@link UpstreamError}, reading the core-api.md 2.11 body (or a
 * proxied service's `{error: {code, message}}`) when there is one. Everything quoted from the
 * body is sanitized by `secrets`.
 */
export async function toUpstreamError(
  response: Response,
  call: UpstreamCall,
  secrets: SecretRegistry,
  now: number = Date.now(),
): Promise<UpstreamError> {
  const json = safeJson(await readWhole(response).catch(() => ''));
  const core = upstreamErrorBodySchema.safeParse(json);
  const proxied = proxiedErrorBodySchema.safeParse(json);
  const rawMessage = core.success ? core.data.message : proxied.data?.error.message;
  const errorCode = core.success ? core.data.details[0]?.error_code : proxied.data?.error.code;
  const upstreamMessage = rawMessage ? secrets.sanitize(rawMessage) || undefined : undefined;
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now);
  const label = errorCode
    ? `${response.status} ${secrets.sanitize(errorCode)}`
    : String(response.status);
  return new UpstreamError(
    `Upstream ${call.method} ${call.path} answered ${label}${upstreamMessage ? `: ${upstreamMessage}` : ''}`,
    {
      kind: 'http',
      method: call.method,
      path: call.path,
      status: response.status,
      errorCode: errorCode === undefined ? undefined : secrets.sanitize(errorCode),
      upstreamMessage,
      retryAfterSeconds: retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000),
    },
  );
}

/** Parses a success answer with its schema; a body that does not match is an upstream fault. */
export async function readBody<S extends z.ZodType>(
  response: Response,
  call: UpstreamCall,
  schema: S,
): Promise<z.output<S>> {
  const text = await readText(response, call);
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

/**
 * The whole body as text. A body that breaks off (the timeout ran out while it came, the
 * connection dropped) is the upstream failing; the caller giving up is not.
 */
async function readText(response: Response, call: UpstreamCall): Promise<string> {
  try {
    return await readWhole(response);
  } catch (error) {
    if (call.signal?.aborted) throw call.signal.reason;
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new UpstreamError(
      `Upstream ${call.method} ${call.path} ${timedOut ? 'did not finish its answer in time' : 'broke off its answer'}`,
      {
        kind: timedOut ? 'timeout' : 'network',
        method: call.method,
        path: call.path,
        status: response.status,
      },
    );
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
