/** The environment variables `createPlugboard` reads for the settings the host leaves out. */
export const ENVIRONMENT_NAMES = {
  baseUrl: 'PLUGBOARD_BASE_URL',
  clientId: 'PLUGBOARD_CLIENT_ID',
  clientSecret: 'PLUGBOARD_CLIENT_SECRET',
  appUrl: 'PLUGBOARD_APP_URL',
  webhookSecret: 'PLUGBOARD_WEBHOOK_SECRET',
} as const;

export type Environment = { -readonly [K in keyof typeof ENVIRONMENT_NAMES]?: string | undefined };

/**
 * Reads them when asked, not at import: a framework's build loads the module without them, and
 * a test sets them before it builds the instance.
 */
export function readEnvironment(): Environment {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env;
  const values: Environment = {};
  for (const [key, name] of Object.entries(ENVIRONMENT_NAMES)) {
    values[key as keyof Environment] = env?.[name];
  }
  return values;
}
