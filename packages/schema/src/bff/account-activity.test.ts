import { expect, test } from 'vitest';
import { accountActivityPageSchema, accountActivityQuerySchema } from './account-activity.ts';

test('GET /accounts/:id/activity pages 20 entries unless told 1 to 50', () => {
  expect(accountActivityQuerySchema.parse({})).toEqual({ limit: 20 });
  expect(accountActivityQuerySchema.parse({ limit: '50', cursor: 'abc' })).toEqual({
    limit: 50,
    cursor: 'abc',
  });
  expect(accountActivityQuerySchema.safeParse({ limit: '0' }).error?.issues[0]?.message).toBe(
    'must be at least 1',
  );
  expect(accountActivityQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  expect(accountActivityQuerySchema.safeParse({ limit: '2.5' }).success).toBe(false);
});

test('an activity entry names a catalog tool and never carries parameters', () => {
  const entry = {
    id: 'act_1',
    tool: 'warehouse_execute_query',
    effect: 'write',
    started_at: '2026-11-25T23:00:00.000Z',
    duration_ms: 12.5,
    outcome: 'success',
    error_code: null,
    execution_id: 'exec_1',
    actor: { identifier: 'ada@acme.test', you: true },
  };
  expect(accountActivityPageSchema.parse({ entries: [entry], next_cursor: null }).entries).toEqual([
    entry,
  ]);
  expect(
    accountActivityPageSchema.safeParse({
      entries: [{ ...entry, tool: 'not_a_tool' }],
      next_cursor: null,
    }).success,
  ).toBe(false);
});
