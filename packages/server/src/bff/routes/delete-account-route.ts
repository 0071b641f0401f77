import { accountIdSchema } from '@plugboard/schema';
import { z } from 'zod';
import { UpstreamError } from '../../upstream/upstream-error.ts';
import { emptyAnswer } from '../bff-answer.ts';
import { parseInput } from '../parse-input.ts';
import type { Route } from './route.ts';

const pathSchema = z.object({ id: accountIdSchema });

/**
 * DELETE /accounts/:id: disconnects one of the accounts the session user reaches; upstream delete
 * revokes its credentials (docs/internals/upstream-api.md §3). Any other id answers exactly like a missing
 * one, 404, so the answer does not reveal which ids exist; the organization's shared account
 * answers 403 ORGANIZATION_ACCOUNT_MANAGERS_ONLY to a member the host does not let manage it.
 * Ownership is read from the account's details, which carry no credentials: the BFF never holds
 * the user's third-party token to delete an account.
 */
export const deleteAccountRoute: Route = {
  method: 'DELETE',
  path: '/accounts/:id',
  async handle({ params, user, services, requestId }) {
    const { id } = parseInput(pathSchema, params, 'path');
    const { account, shared } = await services.accounts.reach(user, id, requestId);
    if (shared !== null) await services.accounts.assertMayManage(user, account.connector);
    try {
      await services.upstream.deleteConnectedAccount({ id }, { requestId });
    } catch (error) {
      // A retried delete finds the account already gone: the first attempt did the work.
      if (!(error instanceof UpstreamError && error.status === 404)) throw error;
    }
    return emptyAnswer(204);
  },
};
