import type { Request } from 'express';

/**
 * The client in an HTTP Basic `Authorization` header, RFC 6749 2.3.1:
 * `Basic base64(urlencode(id):urlencode(secret))`. Nothing when the header is absent or not Basic.
 */
export function basicCredentials(
  req: Request,
): { client_id: string; client_secret: string } | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  if (match?.[1] === undefined) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return {
    client_id: formDecode(decoded.slice(0, colon)),
    client_secret: formDecode(decoded.slice(colon + 1)),
  };
}

/** Percent-decoding that leaves a malformed value as sent, so it fails the credential check, not the server. */
function formDecode(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
}
