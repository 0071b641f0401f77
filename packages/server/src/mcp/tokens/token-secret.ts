import { encodeBase64url } from '../../common/base64url.ts';

/** What a personal token's secret starts with, so secret scanners and people can recognize it. */
export const MCP_SECRET_PREFIX = 'pbm_';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new secret: 32 random bytes (256 bits) from the platform's CSPRNG, base64url, with the prefix.
 *
 * Stored as a plain SHA-256 (see {@link hashSecret}), not a slow password hash: a slow hash
 * (bcrypt, scrypt, argon2) exists to make guessing low-entropy human passwords expensive. This
 * secret is 256 random bits, so no guess list exists and a preimage search is out of reach
 * whatever the hash costs; a fast, unsalted hash lets the endpoint find the token by its hash in
 * one lookup on every MCP request, which a salted slow hash could not.
 */
export function newSecret(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return `${MCP_SECRET_PREFIX}${encodeBase64url(bytes)}`;
}

/** Hex SHA-256 of `secret`: what a store keeps and looks tokens up by. */
export async function hashSecret(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  let hex = '';
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * A new token id, `mcpt_` and 24 letters or digits (the schema's `mcpTokenIdSchema`). An id is
 * no secret (it names a token to revoke), so the slight modulo bias does not matter.
 */
export function newTokenId(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  let id = 'mcpt_';
  for (const byte of bytes) id += ID_ALPHABET[byte % 62];
  return id;
}
