import type { PlugboardExpressOptions } from '@plugboard/server/express';
import { sessionUser } from './session.ts';

/** A setting the server cannot start without. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set.`);
  return value;
}

const origin = required('APP_ORIGIN');

/** The options every guide starts from; each guide adds its own. */
export const plugboardOptions = {
  baseUrl: required('PLUGBOARD_BASE_URL'),
  clientId: required('PLUGBOARD_CLIENT_ID'),
  clientSecret: required('PLUGBOARD_CLIENT_SECRET'),
  verifyCallbackUrl: `${origin}/connect/callback`,
  allowedOrigins: [origin],
  resolveUser: sessionUser,
} satisfies PlugboardExpressOptions;
