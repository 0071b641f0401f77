import { classifyDoclibRequest, proxyQuerySchema } from '@plugboard/schema';
import type { ProxyRequest } from '@plugboard/schema/upstream';
import { pickActiveAccount } from '../../accounts/pick-active-account.ts';
import { BffError } from '../../common/bff-error.ts';
import { UpstreamError } from '../../upstream/upstream-error.ts';
import { type BffAnswer, streamAnswer } from '../bff-answer.ts';
import { byteLimit } from '../byte-limit.ts';
import { parseInput } from '../parse-input.ts';
import { declaresMoreThan, payloadTooLarge } from '../read-json-body.ts';
import type { Route, RouteContext } from './route.ts';

/** Headers of the document library's answer passed to the browser; nothing else crosses. */
const PASSED_HEADERS = ['content-type', 'etag', 'last-modified'] as const;

/**
 * The proxy's answer is the library's JSON, never a page of ours: if a browser were ever led to
 * render it, it runs no script and loads nothing.
 */
const SANDBOX = { 'content-security-policy': "default-src 'none'; sandbox" };

// Statuses of the library passed on as the BFF error with the same meaning.
const LIBRARY_ERRORS = {
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
} as const;

/**
 * POST /proxy (docs/internals/overview.md §"Document library"; docs/connectors.md §4.6). Only the requests of
 * the allow-list pass (`classifyDoclibRequest`, narrowed by `allowedProxyRequests`: reads only by
 * default), with the session user's ACTIVE document library account. The body streams upstream
 * and the answer streams back, both cut at `maxProxyBodyBytes`.
 */
export const proxyRoute: Route = {
  method: 'POST',
  path: '/proxy',
  async handle(context) {
    const { request, url, user, services, requestId } = context;
    const { settings } = services;
    const query = parseInput(proxyQuerySchema, Object.fromEntries(url.searchParams), 'query');
    if (!settings.connectors.includes(query.connector)) {
      throw new BffError(
        'VALIDATION_FAILED',
        `Invalid request query: connector: ${query.connector} is not offered by this app`,
      );
    }
    const target = classifyDoclibRequest(query.method, query.path);
    if (target === null || !settings.allowedProxyRequests.includes(target.kind)) {
      throw new BffError(
        'FORBIDDEN',
        `The proxy does not let the browser send ${query.method} ${query.path}; it allows ${settings.allowedProxyRequests.join(', ')}.`,
      );
    }
    if (target.method === 'PUT' && declaresMoreThan(request, settings.maxProxyBodyBytes)) {
      throw payloadTooLarge(settings.maxProxyBodyBytes);
    }
    const { account } = await pickActiveAccount(
      services.accounts,
      user,
      query.connector,
      query.account_id,
      requestId,
    ).catch((error: unknown) => {
      // The proxy names accounts by id only: one the user does not reach is one that does not
      // exist, 404 as on every route that takes an account id.
      if (error instanceof BffError && error.code === 'UNKNOWN_ACCOUNT') {
        throw new BffError('NOT_FOUND', `You have no connected account ${query.account_id}.`);
      }
      throw error;
    });
    const upstreamRequest: ProxyRequest = {
      connection_name: account.connector,
      identifier: account.identifier,
      organization_id: account.organization_id,
      user_id: account.user_id,
      method: target.method,
      path: query.path,
      query_params:
        query.query === undefined
          ? undefined
          : Object.fromEntries(new URLSearchParams(query.query)),
    };
    if (target.method === 'PUT') return forwardUpload(context, upstreamRequest);
    // A read carries no body upstream; whatever the browser sent is dropped unread.
    await request.body?.cancel();
    return forward(context, upstreamRequest, undefined);
  },
};

/** An upload: the request body streams to the upstream through the size limit. */
async function forwardUpload(context: RouteContext, target: ProxyRequest): Promise<BffAnswer> {
  const { request, services } = context;
  const limit = byteLimit(services.settings.maxProxyBodyBytes);
  // docs/connectors.md §4.6: the upload is typed by the file's media type, generic binary by default.
  const contentType = request.headers.get('content-type') ?? 'application/octet-stream';
  const body = (request.body ?? new Blob([]).stream()).pipeThrough(limit.stream);
  try {
    return await forward(context, { ...target, headers: { 'content-type': contentType } }, body);
  } catch (error) {
    if (limit.exceeded()) throw payloadTooLarge(services.settings.maxProxyBodyBytes);
    throw error;
  }
}

async function forward(
  { services, requestId, signal }: RouteContext,
  target: ProxyRequest,
  body: ReadableStream<Uint8Array> | undefined,
): Promise<BffAnswer> {
  const max = services.settings.maxProxyBodyBytes;
  let answer: Response;
  try {
    answer = await services.upstream.proxy(target, body, { requestId, signal });
  } catch (error) {
    throw libraryFailure(error);
  }
  if (Number(answer.headers.get('content-length')) > max) {
    await answer.body?.cancel();
    throw new UpstreamError(`The document library answered more than ${max} bytes`, {
      kind: 'invalid_response',
      method: target.method,
      path: `/proxy${target.path}`,
      status: answer.status,
    });
  }
  const headers: Record<string, string> = { ...SANDBOX };
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return streamAnswer(
    answer.body?.pipeThrough(byteLimit(max).stream) ?? null,
    answer.status,
    headers,
  );
}

/**
 * The library's own refusals (a missing file, a denied site) keep their meaning and its
 * sanitized message; rate limits, outages and our credentials go to the generic mapping.
 */
function libraryFailure(error: unknown): unknown {
  if (!(error instanceof UpstreamError) || error.kind !== 'http') return error;
  const { status } = error;
  if (status < 400 || status >= 500 || status === 401 || status === 429) return error;
  const detail = error.upstreamMessage ? `: ${error.upstreamMessage}` : '.';
  const code = LIBRARY_ERRORS[status as keyof typeof LIBRARY_ERRORS] ?? 'BAD_REQUEST';
  return new BffError(code, `The document library answered ${status}${detail}`);
}
