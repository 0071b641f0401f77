import { accountIdSchema, updateAccountRequestSchema } from '@plugboard/schema';
import { z } from 'zod';
import { writeAccountMeta } from '../../accounts/account-meta.ts';
import { BffError } from '../../common/bff-error.ts';
import { accountUpdatedEvent } from '../../events/account-updated-event.ts';
import { jsonAnswer } from '../bff-answer.ts';
import { parseInput } from '../parse-input.ts';
import { readJsonBody } from '../read-json-body.ts';
import { accountListItem } from './account-list-item.ts';
import type { Route } from './route.ts';

const pathSchema = z.object({ id: accountIdSchema });

/**
 * PATCH /accounts/:id: renames one of the accounts the session user reaches (`label`) and/or makes
 * it the default of its connector (`is_default: true`: its `default_at` becomes now, so the latest
 * wins and no other account is written; docs/internals/several-accounts.md §"Labels and the
 * default"). Reached as DELETE reaches it: 404 for any id that is not the user's, 403
 * ORGANIZATION_ACCOUNT_MANAGERS_ONLY for the organization's shared account to a member the host
 * does not let manage it. Answers the account as GET /accounts lists it, and tells every tab of
 * the owner (a `connected_account.updated` event) so their lists refresh.
 */
export const updateAccountRoute: Route = {
  method: 'PATCH',
  path: '/accounts/:id',
  async handle({ request, params, user, services, requestId }) {
    const { id } = parseInput(pathSchema, params, 'path');
    const body = await readJsonBody(
      request,
      updateAccountRequestSchema,
      services.settings.maxBodyBytes,
    );
    const { account, shared } = await services.accounts.reach(user, id, requestId);
    if (shared !== null) await services.accounts.assertMayManage(user, account.connector);
    const now = new Date().toISOString();
    await writeAccountMeta(
      services.upstream,
      id,
      { label: body.label, defaultAt: body.is_default === true ? now : undefined },
      requestId,
    );
    const updated = (
      await services.accounts.list(
        user,
        { connector: account.connector, withNames: true },
        requestId,
      )
    ).find((entry) => entry.account.id === id);
    if (updated === undefined) {
      throw new BffError('NOT_FOUND', `You have no connected account ${id}.`);
    }
    await services.events.publish(accountUpdatedEvent(account, now));
    return jsonAnswer(accountListItem(updated, true));
  },
};
