import type { AddressInfo } from 'node:net';

/** The base URL clients use; a wildcard interface is reached through the loopback address. */
export function baseUrlFor(address: AddressInfo): string {
  const wildcard: Record<string, string> = { '0.0.0.0': '127.0.0.1', '::': '::1' };
  const host = wildcard[address.address] ?? address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
