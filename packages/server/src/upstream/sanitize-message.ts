const MAX_LENGTH = 300;

// Credentials that may show up in text we did not write (an upstream or third-party error message
// echoing a header or a form): bearer values, JWTs, and named secrets in `name=value` or JSON form.
const CREDENTIAL_PATTERNS: readonly [RegExp, string][] = [
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi, '$1 [redacted]'],
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, '[redacted]'],
  [
    /\b(access_token|refresh_token|id_token|client_secret|api_key|apikey|password|secret)("?\s*[:=]\s*"?)[^\s"'&,;}]+/gi,
    '$1$2[redacted]',
  ],
];

/**
 * Replaces every known secret (the client secret, access tokens) and anything shaped like a
 * credential with `[redacted]`. Keeps the text otherwise whole (line breaks of a stack included).
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let clean = text;
  for (const secret of secrets) {
    if (secret.length > 0) clean = clean.split(secret).join('[redacted]');
  }
  for (const [pattern, replacement] of CREDENTIAL_PATTERNS) {
    clean = clean.replace(pattern, replacement);
  }
  return clean;
}

/**
 * Makes text from or about the upstream safe to put in an error message: secrets redacted
 * ({@link redactSecrets}), control characters gone, the length bounded.
 */
export function sanitizeMessage(text: string, secrets: readonly string[]): string {
  const clean = redactSecrets(text, secrets)
    .replace(/\p{Cc}+/gu, ' ')
    .trim();
  return clean.length > MAX_LENGTH ? `${clean.slice(0, MAX_LENGTH)}…` : clean;
}
