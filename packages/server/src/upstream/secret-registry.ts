import { redactSecrets, sanitizeMessage } from './sanitize-message.ts';

/** Tokens older than this many replacements cannot be in flight any more. */
const REMEMBERED_TOKENS = 4;

/**
 * The values that must never reach an answer, an error or a log line: the client secret and the
 * access tokens this process received. Everything the client quotes passes through it.
 */
export interface SecretRegistry {
  /** Remembers a new access token (the oldest ones are forgotten). */
  addToken(token: string): void;
  /** `text` with every secret and credential-shaped value redacted, line breaks kept. */
  redact(text: string): string;
  /** `text` redacted, on one line, bounded in length: fit for an error message. */
  sanitize(text: string): string;
}

export function createSecretRegistry(clientSecret: string): SecretRegistry {
  const tokens: string[] = [];
  const secrets = () => [clientSecret, ...tokens];
  return {
    addToken(token) {
      tokens.unshift(token);
      tokens.length = Math.min(tokens.length, REMEMBERED_TOKENS);
    },
    redact: (text) => redactSecrets(text, secrets()),
    sanitize: (text) => sanitizeMessage(text, secrets()),
  };
}
