import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How long each phase of a request may take (docs/time-limits.md). Every bound is in
 * milliseconds; Node checks the header and request bounds every `checkIntervalMs`, so a stalled
 * client is closed within the bound plus that interval.
 */
export interface ServerTimeLimits {
  /** Receiving the request line and headers (Node's `headersTimeout`). Default 10 s. */
  headersTimeoutMs?: number;
  /** Receiving the whole request, body included (Node's `requestTimeout`). Default 30 s. */
  requestTimeoutMs?: number;
  /** An idle keep-alive connection stays open this long (Node's `keepAliveTimeout`). Default 5 s. */
  keepAliveTimeoutMs?: number;
  /**
   * From the request's arrival until its answer has ended; past it, an answer not begun is a 503,
   * one begun is cut off. A route that streams for longer (live events) opts out with
   * {@link allowLongRequest}. Default 60 s.
   */
  answerTimeoutMs?: number;
  /** A request that arrives before the listener is ready waits this long, then gets a 503. Default 10 s. */
  startupWaitMs?: number;
  /** On close, requests in flight may finish for this long before their connections are cut. Default 10 s. */
  drainMs?: number;
  /** How often Node looks for connections past the header and request bounds. Default 1 s. */
  checkIntervalMs?: number;
}

export const DEFAULT_TIME_LIMITS: Required<ServerTimeLimits> = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  answerTimeoutMs: 60_000,
  startupWaitMs: 10_000,
  drainMs: 10_000,
  checkIntervalMs: 1_000,
};

/** What a server answers when it cannot serve a request (starting, timed out, shutting down). */
export type UnavailableAnswer = (
  res: ServerResponse,
  reason: 'starting' | 'timeout' | 'closing',
) => void;

export interface BoundedServerOptions extends ServerTimeLimits {
  /** The answer's body for a 503; a plain JSON `{error:{code,message,status}}` by default. */
  unavailable?: UnavailableAnswer;
}

/**
 * An HTTP server that answers or closes every request within bounded time: it is listening before
 * its listener is ready (so the port can be printed or handed to the parts it builds), and a request
 * arriving meanwhile waits for {@link BoundedServer.ready} up to `startupWaitMs`.
 */
export interface BoundedServer {
  server: Server;
  /** Listens on `port` (0: a free one) and `host`; a taken port rejects with a message saying what to do. */
  listen(port: number, host: string): Promise<AddressInfo>;
  /** Starts serving with `listener`; the requests that waited for it are served first. */
  ready(listener: RequestListener): void;
  /** Start-up failed: the requests waiting get a 503, and so does every later one until closed. */
  failed(): void;
  /** Stops accepting, lets requests in flight end for up to `drainMs`, then closes every connection. */
  close(): Promise<void>;
  /** Aborted when `close` begins: a long answer (see {@link allowLongRequest}) ends itself on it. */
  shutdown: AbortSignal;
}

const LONG = Symbol('plugboard.long-request');
type Marked = ServerResponse & { [LONG]?: true };

/**
 * Lets the answer `res` outlast the answer deadline (a stream of live events): it still ends when
 * the server closes, once the drain time is over, and it is told so through `shutdown` first.
 */
export function allowLongRequest(res: ServerResponse): void {
  (res as Marked)[LONG] = true;
}

const RETRY_AFTER_SECONDS: Record<Parameters<UnavailableAnswer>[1], string> = {
  starting: '1',
  timeout: '1',
  closing: '5',
};

const MESSAGES: Record<Parameters<UnavailableAnswer>[1], string> = {
  starting: 'The server is starting; try again in a moment.',
  timeout: 'The server did not answer in time; try again.',
  closing: 'The server is shutting down; try again on another instance or in a moment.',
};

function jsonUnavailable(res: ServerResponse, reason: Parameters<UnavailableAnswer>[1]): void {
  const body = JSON.stringify({
    error: { code: 'SERVICE_UNAVAILABLE', message: MESSAGES[reason], status: 503 },
  });
  res.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** Answers 503 with `Retry-After`, unless an answer has begun: then the connection is cut. */
function refuse(
  res: ServerResponse,
  reason: Parameters<UnavailableAnswer>[1],
  unavailable: UnavailableAnswer,
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.setHeader('retry-after', RETRY_AFTER_SECONDS[reason]);
  res.setHeader('connection', 'close');
  unavailable(res, reason);
}

/**
 * A server with every time bound of docs/time-limits.md. Give `ready` the app once it is built;
 * `close` drains.
 *
 * @example
 * ```ts
 * const bounded = createBoundedServer({ drainMs: 5_000 });
 * const address = await bounded.listen(3000, '127.0.0.1');
 * bounded.ready(await buildApp(address));
 * process.once('SIGTERM', () => void bounded.close().then(() => process.exit(0)));
 * ```
 */
export function createBoundedServer(options: BoundedServerOptions = {}): BoundedServer {
  const limits = { ...DEFAULT_TIME_LIMITS, ...definedOnly(options) };
  const unavailable = options.unavailable ?? jsonUnavailable;
  let listener: RequestListener | undefined;
  let state: 'starting' | 'serving' | 'failed' | 'closing' = 'starting';
  const waiting = new Set<() => void>();
  const inFlight = new Set<ServerResponse>();
  let drained: (() => void) | undefined;
  const shutdown = new AbortController();

  function serve(req: IncomingMessage, res: ServerResponse): void {
    if (listener === undefined) {
      refuse(res, state === 'closing' ? 'closing' : 'starting', unavailable);
      return;
    }
    inFlight.add(res);
    const deadline = setTimeout(() => {
      if (!(res as Marked)[LONG]) refuse(res, 'timeout', unavailable);
    }, limits.answerTimeoutMs);
    deadline.unref();
    res.once('close', () => {
      clearTimeout(deadline);
      inFlight.delete(res);
      if (inFlight.size === 0) drained?.();
    });
    // A request on a kept-alive connection during the drain is served, and its connection ends.
    if (state === 'closing') res.setHeader('connection', 'close');
    listener(req, res);
  }

  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    (req, res) => {
      if (state !== 'starting') {
        serve(req, res);
        return;
      }
      // Bounded by the server's own request timeout while it waits, and by startupWaitMs here.
      const resume = () => {
        clearTimeout(timer);
        waiting.delete(resume);
        serve(req, res);
      };
      const timer = setTimeout(() => {
        waiting.delete(resume);
        refuse(res, 'starting', unavailable);
      }, limits.startupWaitMs);
      timer.unref();
      waiting.add(resume);
      res.once('close', () => {
        clearTimeout(timer);
        waiting.delete(resume);
      });
    },
  );

  function releaseWaiting(): void {
    for (const resume of [...waiting]) resume();
  }

  let closing: Promise<void> | undefined;
  return {
    server,
    shutdown: shutdown.signal,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        const onError = (error: NodeJS.ErrnoException) => {
          reject(
            error.code === 'EADDRINUSE'
              ? new Error(
                  `Port ${port} on ${host} is in use; choose another port, or 0 for a free one.`,
                )
              : error,
          );
        };
        server.once('error', onError);
        server.listen(port, host, () => {
          server.off('error', onError);
          resolve(server.address() as AddressInfo);
        });
      });
    },
    ready(app) {
      if (state !== 'starting') return;
      listener = app;
      state = 'serving';
      releaseWaiting();
    },
    failed() {
      if (state === 'starting') state = 'failed';
      releaseWaiting();
    },
    close() {
      closing ??= (async () => {
        state = 'closing';
        shutdown.abort();
        releaseWaiting();
        const stopped = new Promise<void>((resolve) => {
          if (!server.listening) resolve();
          else server.close(() => resolve());
        });
        server.closeIdleConnections();
        if (inFlight.size > 0) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, limits.drainMs);
            timer.unref();
            drained = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
        server.closeAllConnections();
        await stopped;
      })();
      return closing;
    },
  };
}

function definedOnly(options: ServerTimeLimits): ServerTimeLimits {
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => typeof value === 'number'),
  ) as ServerTimeLimits;
}
