import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts listening; a taken port rejects with a message that says what to do. */
export function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
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
}

/** The base URL clients use; a wildcard interface is reached through the loopback address. */
export function baseUrlFor(address: AddressInfo): string {
  const wildcard: Record<string, string> = { '0.0.0.0': '127.0.0.1', '::': '::1' };
  const host = wildcard[address.address] ?? address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
