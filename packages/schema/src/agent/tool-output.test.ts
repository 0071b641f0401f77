import { expect, test } from 'vitest';
import { plugboardToolOutputSchema, toolReadinessSchema } from './tool-output.ts';

test('a tool output is told apart by status, each with its own fields', () => {
  expect(
    plugboardToolOutputSchema.parse({
      status: 'authorization_required',
      tool_name: 'crm_list_people',
      connector: 'crm',
      reason: 'expired',
      account_id: 'ca_1',
      message: 'Reconnect.',
    }).status,
  ).toBe('authorization_required');
  expect(
    plugboardToolOutputSchema.safeParse({ status: 'ok', tool_name: 'x', data: 1 }).success,
  ).toBe(false);
  expect(
    plugboardToolOutputSchema.safeParse({
      status: 'error',
      tool_name: 'x',
      error: { code: 'TOOL_FAILED', message: 'no', status: 502 },
    }).success,
  ).toBe(true);
  expect(
    plugboardToolOutputSchema.safeParse({
      status: 'authorization_required',
      tool_name: 'x',
      connector: 'nowhere',
      reason: 'expired',
      message: 'm',
    }).success,
  ).toBe(false);
});

test('a readiness entry names its reason only as one of the four', () => {
  const entry = {
    tool_name: 'video_videos_rate',
    connector: 'video',
    effect: 'write',
    ready: false,
  };
  expect(toolReadinessSchema.safeParse({ ...entry, reason: 'missing_scope' }).success).toBe(true);
  expect(toolReadinessSchema.safeParse({ ...entry, reason: 'revoked' }).success).toBe(false);
});
