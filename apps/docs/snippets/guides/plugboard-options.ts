import type { PlugboardOptions } from '@plugboard/server';
import type { Request } from 'express';
import { sessionUser } from './session.ts';

/**
 * The options every guide starts from; each guide adds its own. The upstream's settings and your
 * app's address come from the environment: PLUGBOARD_BASE_URL, PLUGBOARD_CLIENT_ID,
 * PLUGBOARD_CLIENT_SECRET and PLUGBOARD_APP_URL.
 */
export const plugboardOptions = {
  resolveUser: sessionUser,
} satisfies PlugboardOptions<Request>;
