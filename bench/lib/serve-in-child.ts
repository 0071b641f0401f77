import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Runs a benchmark's server in its child process (child-process.ts): listens on a free loopback
 * port, prints `listening <url>` once it does, and closes every connection on SIGTERM.
 */
export function serveInChild(server: Server): void {
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    console.info(`listening http://127.0.0.1:${port}`);
  });
  process.once('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
