import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/**
 * Node's request as a Fetch API `Request` for the endpoint's core. The body streams through
 * unread (the core limits it), unless a body parser of the host already read it (`parsedBody`).
 * The request's signal fires when the client goes away, so its work and streams stop.
 */
export function fetchRequestOf(
  req: IncomingMessage,
  res: ServerResponse,
  parsedBody?: unknown,
  stop?: AbortSignal,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  let body: BodyInit | undefined;
  if (hasBody && parsedBody !== undefined) {
    body = typeof parsedBody === 'string' ? parsedBody : JSON.stringify(parsedBody);
    headers.delete('content-length');
  } else if (hasBody) {
    body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
  }
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method,
    headers,
    body,
    signal: stop ? AbortSignal.any([controller.signal, stop]) : controller.signal,
    duplex: 'half',
  } as RequestInit);
}

/** Writes a Fetch API `Response` to Node's response, streaming its body as it comes. */
export async function writeFetchResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  if (response.body === null) {
    res.end();
    return;
  }
  res.flushHeaders();
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
}
