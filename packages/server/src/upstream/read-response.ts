import { upstreamErrorBodySchema } from '@plugboard/schema/upstream';
import { z } from 'zod';
import { parseRetryAfter } from './retry-policy.ts';
import type { SecretRegistry } from './secret-registry.ts';
import type { UpstreamCall } from './send-request.ts';
import { isUpstreamTimeout, type UpstreamAnswer } from './transport.ts';
import { UpstreamError } from './upstream-error.ts';

/** A third-party error passed on by the proxy, in the `{error: {code, message}}` shape. */
const proxiedErrorBodySchema = z.object({
  error: z.object({ code: z.string().optional(), message: z.string() }),
});

/**
 * Turns an error answer into an {@link UpstreamError}, reading the docs/internals/upstream-api.md §2.11 body (or a
 * proxied service's `{error: {code, message}}`) when there is one. Everything quoted from the
 * body is sanitized by `secrets`.
 */
export async function toUpstreamError(
  answer: UpstreamAnswer,
  call: UpstreamCall,
  secrets: SecretRegistry,
  now: number = Date.now(),
): Promise<UpstreamError> {
  const json = safeJson(await answer.text().catch(() => ''));
  const core = upstreamErrorBodySchema.safeParse(json);
  const proxied = proxiedErrorBodySchema.safeParse(json);
  const rawMessage = core.success ? core.data.message : proxied.data?.error.message;
  const errorCode = core.success ? core.data.details[0]?.error_code : proxied.data?.error.code;
  const upstreamMessage = rawMessage ? secrets.sanitize(rawMessage) || undefined : undefined;
  const retryAfterMs = parseRetryAfter(answer.header('retry-after'), now);
  const label = errorCode
    ? `${answer.status} ${secrets.sanitize(errorCode)}`
    : String(answer.status);
  return new UpstreamError(
    `Upstream ${call.method} ${call.path} answered ${label}${upstreamMessage ? `: ${upstreamMessage}` : ''}`,
    {
      kind: 'http',
      method: call.method,
      path: call.path,
      status: answer.status,
      errorCode: errorCode === undefined ? undefined : secrets.sanitize(errorCode),
      upstreamMessage,
      retryAfterSeconds: retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000),
    },
  );
}

/** Parses a success answer with its schema; a body that does not match is an upstream fault. */
export async function readBody<S extends z.ZodType>(
  answer: UpstreamAnswer,
  call: UpstreamCall,
  schema: S,
): Promise<z.output<S>> {
  const text = await readText(answer, call);
  const parsed = schema.safeParse(safeJson(text));
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues
    .slice(0, 3)
    .map((issue) => issue.path.join('.') || '(body)')
    .join(', ');
  throw new UpstreamError(
    `Upstream ${call.method} ${call.path} answered ${answer.status} with an unexpected body (${where})`,
    { kind: 'invalid_response', method: call.method, path: call.path, status: answer.status },
  );
}

/**
 * The whole body as text. A body that breaks off (the timeout ran out while it came, the
 * connection dropped) is the upstream failing; the caller giving up is not.
 */
async function readText(answer: UpstreamAnswer, call: UpstreamCall): Promise<string> {
  try {
    return await answer.text();
  } catch (error) {
    if (call.signal?.aborted) throw call.signal.reason;
    const timedOut = isUpstreamTimeout(error);
    throw new UpstreamError(
      `Upstream ${call.method} ${call.path} ${timedOut ? 'did not finish its answer in time' : 'broke off its answer'}`,
      {
        kind: timedOut ? 'timeout' : 'network',
        method: call.method,
        path: call.path,
        status: answer.status,
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
