import {
  type AccountActivityPage,
  accountActivityQuerySchema,
  accountIdSchema,
} from '@plugboard/schema';
import { z } from 'zod';
import { ACTIVITY_ID_PATTERN } from '../../stores/activity-store.ts';
import { guardedStoreCall } from '../../stores/store-unavailable.ts';
import { jsonAnswer } from '../bff-answer.ts';
import { parseInput } from '../parse-input.ts';
import type { Route } from './route.ts';

const pathSchema = z.object({ id: accountIdSchema });
const querySchema = accountActivityQuerySchema.extend({
  cursor: accountActivityQuerySchema.shape.cursor.refine(
    (cursor) => cursor === undefined || ACTIVITY_ID_PATTERN.test(cursor),
    'is not a cursor of this trail; pass the next_cursor of the previous page',
  ),
});

/**
 * GET /accounts/:id/activity: one page of what the BFF ran with an account the session user
 * reaches (their own, or their organization's shared one), newest first. The same ownership
 * check as every account route: any other id is 404. Entries name who ran each tool, never its
 * params; `actor.you` marks the reader's own runs.
 */
export const accountActivityRoute: Route = {
  method: 'GET',
  path: '/accounts/:id/activity',
  async handle({ url, params, user, services, requestId }) {
    const { id } = parseInput(pathSchema, params, 'path');
    const query = parseInput(querySchema, Object.fromEntries(url.searchParams), 'query');
    await services.accounts.reach(user, id, requestId);
    const page = await guardedStoreCall('activity', () =>
      services.activityStore.page(id, { cursor: query.cursor, limit: query.limit }),
    );
    const body: AccountActivityPage = {
      entries: page.records.map((record) => ({
        ...record,
        actor: { identifier: record.actor, you: record.actor === user.identifier },
      })),
      next_cursor: page.nextCursor,
    };
    return jsonAnswer(body);
  },
};
