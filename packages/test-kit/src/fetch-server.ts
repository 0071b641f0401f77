import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, type RunningServer } from './listen.ts';

/**
 * Serves a Fetch API handler over real HTTP on 127.0.0.1 and a free port. Response bodies are
 * written as they come, not buffered, so a handler can stream (server-sent events); when the
 * client goes away, the request's `signal` aborts and the response body is cancelled.
 */
export async function serveFetchHandler(
  handle: (request: Request) => Promise<Response> | Response,
): Promise<RunningServer> {
  const { url, close } = await listen((req, res) => {
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    toRequest(req, gone.signal)
      .then(handle)
      .then((response) => writeResponse(response, res, gone.signal))
      .catch((error: unknown) => {
        // A body that failed halfway can only be cut off; before it, an error is a 500.
        if (res.headersSent) res.destroy();
        else res.writeHead(500).end(String(error));
      });
  });
  return { url, close };
}

async function toRequest(req: IncomingMessage, signal: AbortSignal): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers,
    signal,
    ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
  });
}

async function writeResponse(
  response: Response,
  res: ServerResponse,
  gone: AbortSignal,
): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) res.setHeader(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  res.flushHeaders();
  const reader = response.body.getReader();
  // A body that already failed rejects the cancel with its error: the read below reports it.
  const cancel = () => reader.cancel(gone.reason).catch(() => {});
  gone.addEventListener('abort', cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || gone.aborted) break;
      res.write(value);
    }
  } finally {
    gone.removeEventListener('abort', cancel);
  }
  res.end();
}
