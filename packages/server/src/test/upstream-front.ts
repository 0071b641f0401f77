import { EventEmitter, once } from 'node:events';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { listen } from '@plugboard/test-kit';

/**
 * Answers a request itself (and says `true`) or leaves it to the emulator behind the front
 * (`false`).
 */
export type FrontHandler = (
  req: IncomingMessage,
  res: ServerResponse,
) => boolean | Promise<boolean>;

/** How a forwarded answer ended: written to its end, or cut short because its client left. */
export type AnswerOutcome = 'ended' | 'cut';

export interface UpstreamFront {
  readonly url: string;
  /** TCP connections clients opened to the front since it started. */
  connections(): number;
  /** Resolves when the next request for `path` reaches the front. Ask before it is sent. */
  nextArrival(path: string): Promise<void>;
  /**
   * How the next forwarded answer for `path` ends. Ask before sending the request: an answer
   * that ended earlier is not remembered.
   */
  nextOutcome(path: string): Promise<AnswerOutcome>;
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free port in front of the emulator: it forwards every request unchanged
 * (bodies streamed both ways, and stopped upstream when its client leaves) unless `handle`
 * answers it. It counts the TCP connections that clients open, which shows whether they are kept
 * alive, and tells how each forwarded answer ended, which shows whether a client stopped reading
 * midway. It also lets a test play a misbehaving upstream.
 */
export async function startUpstreamFront(
  target: string,
  handle: FrontHandler = () => false,
): Promise<UpstreamFront> {
  let connections = 0;
  const arrivals = new EventEmitter();
  const outcomes = new EventEmitter();
  const { url, server, close } = await listen(async (req, res) => {
    if (await handle(req, res)) return;
    const targetUrl = new URL(req.url ?? '/', target);
    arrivals.emit(targetUrl.pathname);
    const forwarded = httpRequest(
      targetUrl,
      { method: req.method, headers: { ...req.headers, host: targetUrl.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    res.on('close', () => {
      const outcome: AnswerOutcome = res.writableFinished ? 'ended' : 'cut';
      if (outcome === 'cut') forwarded.destroy();
      outcomes.emit(targetUrl.pathname, outcome);
    });
    req.pipe(forwarded);
  });
  server.on('connection', () => {
    connections += 1;
  });
  return {
    url,
    connections: () => connections,
    nextArrival: async (path) => {
      await once(arrivals, path);
    },
    nextOutcome: async (path) => {
      const [outcome] = await once(outcomes, path);
      return outcome as AnswerOutcome;
    },
    close,
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
