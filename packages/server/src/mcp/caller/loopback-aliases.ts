const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The hosts (`name:port`) and origins an endpoint at `url` answers by default. A local endpoint
 * is reached as localhost as often as 127.0.0.1 (clients' configs, docs, browsers), and each
 * loopback name is still this machine: those aliases at the same port pass, and nothing else, so
 * a rebound public name is still refused.
 */
export function defaultHostsOf(url: URL): { hosts: string[]; origins: string[] } {
  if (!LOOPBACK_NAMES.includes(url.hostname)) {
    return { hosts: [url.host], origins: [url.origin] };
  }
  const port = url.port === '' ? '' : `:${url.port}`;
  const hosts = LOOPBACK_NAMES.map((name) => `${name}${port}`);
  return { hosts, origins: hosts.map((host) => `${url.protocol}//${host}`) };
}
