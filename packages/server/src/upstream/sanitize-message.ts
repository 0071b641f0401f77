const MAX_LENGTH = 300;

/**
 * Makes text from or about the upstream safe to put in an error message: every secret it was
 * given is replaced, control characters go, and the length is bounded.
 */
export function sanitizeMessage(text: string, secrets: readonly string[]): string {
  let clean = text;
  for (const secret of secrets) {
    if (secret.length > 0) clean = clean.split(secret).join('[redacted]');
  }
  clean = clean.replace(/\p{Cc}+/gu, ' ').trim();
  return clean.length > MAX_LENGTH ? `${clean.slice(0, MAX_LENGTH)}…` : clean;
}
