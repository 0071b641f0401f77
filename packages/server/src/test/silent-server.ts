import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on a free port that accepts requests and never answers, to show how the
 * client behaves when the upstream hangs.
 */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The URL of a port that was free a moment ago and has nothing listening on it now. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
