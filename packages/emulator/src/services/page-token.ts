import { z } from 'zod';
import { ApiError } from '../errors.ts';

const pageTokenSchema = z.object({ offset: z.number().int().nonnegative() });

/** An opaque page token: clients pass back what they were given and never build one. */
export function encodePageToken(offset: number): string {
  return Buffer.from(JSON.stringify({ offset })).toString('base64url');
}

/** The offset a page token stands for; 400 for anything this service did not issue. */
export function decodePageToken(token: string): number {
  try {
    return pageTokenSchema.parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')))
      .offset;
  } catch {
    throw new ApiError(
      'INVALID_ARGUMENT',
      'page_token is invalid; pass a next_page_token or prev_page_token from an earlier answer.',
    );
  }
}
