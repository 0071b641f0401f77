import { createHash, createHmac } from 'node:crypto';

/** docs/connectors.md §8: location IDs expire after about 8 hours. */
export const LOCATION_ID_TTL_SECONDS = 8 * 3600;

/**
 * The key location IDs are signed with. Fixed, so IDs survive an emulator restart as they
 * survive hours at the service; an ID cannot be forged without it, nor read at a glance.
 */
const SIGNING_KEY = 'plugboard-emulator/websearch/location-ids';

function macOf(payload: Buffer): Buffer {
  return createHmac('sha256', SIGNING_KEY).update(payload).digest().subarray(0, 8);
}

function mask(payload: Buffer, mac: Buffer): Buffer {
  const pad = createHash('sha256').update(mac).update('mask').digest();
  return Buffer.from(payload.map((byte, index) => byte ^ (pad[index] ?? 0)));
}

/**
 * A location ID for place `placeNo`, issued at `now`: 32 hex digits, as the service's, that
 * carry the place and the time they were issued (so they need no storage and can expire).
 *
 * @example
 * const id = issueLocationId(42, now); // '1520066f3f39496780c5931d9f7b26a6'-like
 * readLocationId(id, now); // 42
 */
export function issueLocationId(placeNo: number, now: Date): string {
  const payload = Buffer.alloc(8);
  payload.writeUInt32BE(placeNo, 0);
  payload.writeUInt32BE(Math.floor(now.getTime() / 1000), 4);
  const mac = macOf(payload);
  return Buffer.concat([mask(payload, mac), mac]).toString('hex');
}

/**
 * The place an ID names, or undefined when the ID is not one the service issued or it was
 * issued more than LOCATION_ID_TTL_SECONDS before `now`.
 */
export function readLocationId(id: string, now: Date): number | undefined {
  if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
  const bytes = Buffer.from(id, 'hex');
  const mac = bytes.subarray(8);
  const payload = mask(bytes.subarray(0, 8), mac);
  if (!macOf(payload).equals(mac)) return undefined;
  const issuedAt = payload.readUInt32BE(4);
  if (Math.floor(now.getTime() / 1000) - issuedAt >= LOCATION_ID_TTL_SECONDS) return undefined;
  return payload.readUInt32BE(0);
}
