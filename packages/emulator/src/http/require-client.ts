import type { RequestHandler } from 'express';
import { ApiError } from '../errors.ts';
import { type ClientCredentials, isClient } from '../services/client-credentials.ts';
import { basicCredentials } from './basic-credentials.ts';

/** Guards the control API: HTTP Basic with the emulator's own client id and secret. */
export function requireClient(credentials: ClientCredentials): RequestHandler {
  return (req, res, next) => {
    const client = basicCredentials(req);
    if (client === undefined || !isClient(credentials, client.client_id, client.client_secret)) {
      res.set('WWW-Authenticate', 'Basic realm="plugboard-emulator"');
      throw new ApiError(
        'UNAUTHENTICATED',
        'The control API needs HTTP Basic auth with the emulator client_id and client_secret.',
      );
    }
    next();
  };
}
