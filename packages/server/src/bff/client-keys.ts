import { encodeBase64url } from '../common/base64url.ts';

/** How many clients' keys are kept: more distinct users and addresses than a busy minute brings. */
const REMEMBERED_CLIENTS = 10_000;

const encoder = new TextEncoder();

/**
 * The store key of a client (an IP or a session subject) in `scope`: `scope:` and a hash of the
 * client, so that the store holds no e-mail address or IP in the clear. The keys of recent clients
 * are kept, oldest forgotten first: hashing is the costliest step of a request's rate-limit check
 * (`crypto.subtle` answers asynchronously, from a worker thread in Node), and the same clients
 * come back request after request.
 */
export function createClientKeys(
  scope: string,
  capacity = REMEMBERED_CLIENTS,
): (client: string) => string | Promise<string> {
  const keys = new Map<string, string>();
  return (client) => {
    const known = keys.get(client);
    if (known !== undefined) return known;
    return hash(client).then((digest) => {
      const key = `${scope}:${digest}`;
      if (keys.size >= capacity) keys.delete(keys.keys().next().value ?? '');
      keys.set(client, key);
      return key;
    });
  };
}

async function hash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text));
  return encodeBase64url(new Uint8Array(digest).subarray(0, 16));
}
