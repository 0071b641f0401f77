import { createHmac, timingSafeEqual } from 'node:crypto';
import { BffError } from '../common/bff-error.ts';

/** The only signature scheme the upstream publishes (docs/internals/upstream-api.md §6). */
const SIGNATURE_VERSION = 'v1';
const SECRET_PREFIX = 'whsec_';

/** A signing secret as the upstream issues it: `whsec_` and base64 key bytes. */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{16,}={0,2}$/;

/** The HMAC key of a `whsec_` secret: the bytes its base64 part encodes. */
export function webhookSecretKey(secret: string): Buffer {
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

export interface SignedDelivery {
  /** `webhook-id`, `webhook-timestamp` and `webhook-signature`, as they came. */
  id: string | null;
  timestamp: string | null;
  signature: string | null;
  /** The body exactly as received: the signature covers its bytes, not a re-serialized JSON. */
  body: string;
}

/**
 * Checks one delivery the way the upstream's SDKs do: the timestamp within `toleranceSeconds`
 * of now, either way, and one `v1,` signature among those listed (space-separated) equal, in
 * constant time, to the HMAC-SHA256 of `<id>.<timestamp>.<body>` under the secret's key. Throws
 * 401 UNAUTHENTICATED naming what is wrong, never what was expected.
 */
export function verifyWebhookSignature(
  delivery: SignedDelivery,
  key: Buffer,
  options: { nowSeconds: number; toleranceSeconds: number },
): void {
  const { id, timestamp, signature, body } = delivery;
  if (!id || !timestamp || !signature) {
    throw refused(
      'The webhook is missing webhook-id, webhook-timestamp or webhook-signature; only the upstream may call this route.',
    );
  }
  if (!/^[0-9]{1,12}$/.test(timestamp)) {
    throw refused('webhook-timestamp must be Unix seconds.');
  }
  const age = options.nowSeconds - Number(timestamp);
  if (Math.abs(age) > options.toleranceSeconds) {
    throw refused(
      `The webhook was signed ${age > 0 ? `${age} s ago` : `${-age} s ahead`}, outside the ${options.toleranceSeconds} s tolerance; check this server's clock.`,
    );
  }
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  for (const versioned of signature.split(' ')) {
    const [version, encoded] = versioned.split(',');
    if (version !== SIGNATURE_VERSION || encoded === undefined) continue;
    const received = Buffer.from(encoded, 'base64');
    if (received.length === expected.length && timingSafeEqual(received, expected)) return;
  }
  throw refused('The webhook signature does not match: check the webhook signing secret.');
}

function refused(message: string): BffError {
  return new BffError('UNAUTHENTICATED', message);
}
