import { accountIdSchema, type ConnectedAccountDetails } from '@plugboard/schema';
import { z } from 'zod';
import { emptyAnswer } from '../handler/bff-answer.ts';
import { BffError } from '../handler/bff-error.ts';
import { parseInput } from '../handler/parse-input.ts';
import { ownsAccount } from '../handler/session-user.ts';
import { UpstreamError } from '../upstream/upstream-error.ts';
import type { Route } from './route.ts';

const pathSchema = z.object({ id: accountIdSchema });

/**
 * DELETE /accounts/:id: disconnects one of the session user's accounts; upstream delete revokes
 * its credentials (docs/upstream-api.md §3). Another user's id answers exactly like a missing one, 404, so
 * the answer does not reveal which ids exist. Ownership is read from the account's details, which
 * carry no credentials: the BFF never holds the user's third-party token to delete an account.
 */
export const deleteAccountRoute: Route = {
  method: 'DELETE',
  path: '/accounts/:id',
  async handle({ params, user, services, requestId }) {
    const { id } = parseInput(pathSchema, params, 'path');
    const notFound = new BffError('NOT_FOUND', `You have no connected account ${id}.`);
    let account: ConnectedAccountDetails;
    try {
      account = await services.upstream.getConnectedAccountDetails({ id }, { requestId });
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) throw notFound;
      throw error;
    }
    if (!ownsAccount(user, account) || !services.settings.connectors.includes(account.connector)) {
      throw notFound;
    }
    try {
      await services.upstream.deleteConnectedAccount({ id }, { requestId });
    } catch (error) {
      // A retried delete finds the account already gone: the first attempt did the work.
      if (!(error instanceof UpstreamError && error.status === 404)) throw error;
    }
    return emptyAnswer(204);
  },
};
