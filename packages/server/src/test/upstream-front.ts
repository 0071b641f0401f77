import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Answers a request itself (and says `true`) or leaves it to the emulator behind the front
 * (`false`).
 */
export type FrontHandler = (
  req: IncomingMessage,
  res: ServerResponse,
) => boolean | Promise<boolean>;

export interface UpstreamFront {
  readonly url: string;
  /** TCP connections clients opened to the front since it started. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free port in front of the emulator: it forwards every request unchanged
 * (bodies streamed both ways) unless `handle` answers it, and counts the TCP connections that
 * clients open, which shows whether they are kept alive. It stands in for upstream routes the
 * emulator does not have yet, and lets a test play a misbehaving upstream.
 */
export async function startUpstreamFront(
  target: string,
  handle: FrontHandler = () => false,
): Promise<UpstreamFront> {
  let connections = 0;
  const server: Server = createServer(async (req, res) => {
    if (await handle(req, res)) return;
    const targetUrl = new URL(req.url ?? '/', target);
    const forwarded = httpRequest(
      targetUrl,
      { method: req.method, headers: { ...req.headers, host: targetUrl.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Reads a whole request body. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Answers JSON. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
