import { createHmac } from 'node:crypto';

/**
 * The `webhook-signature` of one attempt (docs/internals/upstream-api.md §6): `v1,` and the base64
 * HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` under the key the `whsec_` secret's
 * base64 part encodes.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}
