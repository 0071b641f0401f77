import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { addSeconds } from '../clock.ts';

/** docs/connectors.md §4.6 and §8: a download URL lasts about an hour. */
const DOWNLOAD_URL_TTL_SECONDS = 3600;

/** What a download URL grants: one file of one account, until `expires` (epoch seconds). */
const grantSchema = z.strictObject({
  account: z.string(),
  file: z.string(),
  expires: z.number().int(),
});
export type DownloadGrant = z.infer<typeof grantSchema>;

/** Why a download URL is refused. */
export type LinkRefusal = 'invalid' | 'expired';

/**
 * Pre-signed download URLs: the grant, base64url, and its HMAC under a key only this emulator
 * holds, so the URL needs no authorization header and cannot be forged or extended.
 */
export class DownloadLinks {
  readonly #key = randomBytes(32);
  readonly #baseUrl: string;

  constructor(baseUrl: string) {
    this.#baseUrl = baseUrl;
  }

  #sign(payload: string): Buffer {
    return createHmac('sha256', this.#key).update(payload).digest();
  }

  /** A URL for `file` of `account`, valid for an hour from `now`. */
  create(account: string, file: string, now: Date): string {
    const expires = Math.floor(addSeconds(now, DOWNLOAD_URL_TTL_SECONDS).getTime() / 1000);
    const payload = Buffer.from(JSON.stringify({ account, file, expires })).toString('base64url');
    return `${this.#baseUrl}/download/${payload}.${this.#sign(payload).toString('base64url')}`;
  }

  /** The grant of a token (the URL's last segment), or why it is refused at `now`. */
  verify(token: string, now: Date): DownloadGrant | LinkRefusal {
    const [payload = '', signature = '', ...rest] = token.split('.');
    const given = Buffer.from(signature, 'base64url');
    const expected = this.#sign(payload);
    if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return 'invalid';
    }
    const grant = grantSchema.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    if (!grant.success) return 'invalid';
    return grant.data.expires * 1000 <= now.getTime() ? 'expired' : grant.data;
  }
}
