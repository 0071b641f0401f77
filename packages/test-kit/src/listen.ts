import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RunningServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly url: string;
  /** Closes the server and every connection still open to it. */
  close(): Promise<void>;
}

export interface ListeningServer extends RunningServer {
  readonly server: Server;
}

/** A Node HTTP server for `listener` on a free port of 127.0.0.1. */
export async function listen(listener?: RequestListener): Promise<ListeningServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * A server that accepts requests and never answers, to show how a client behaves when the
 * upstream hangs.
 */
export function listenSilently(): Promise<ListeningServer> {
  return listen(() => {});
}

/** The URL of a port that was free a moment ago and has nothing listening on it now. */
export async function closedPortUrl(): Promise<string> {
  const { url, close } = await listen();
  await close();
  return url;
}
