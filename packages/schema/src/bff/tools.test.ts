import { expect, test } from 'vitest';
import { toolExecutionRequestSchema } from './tools.ts';

test('POST /tools/execute names no upstream selector: the account comes from the session', () => {
  const body = { tool_name: 'crm_list_objects', params: {} };
  expect(toolExecutionRequestSchema.safeParse(body).success).toBe(true);
  for (const smuggled of [
    { connected_account_id: 'ca_someone_else' },
    { identifier: 'someone-else@acme.test' },
    { organization_id: 'org_other' },
  ]) {
    const parsed = toolExecutionRequestSchema.safeParse({ ...body, ...smuggled });
    expect(parsed.error?.issues[0]?.code).toBe('unrecognized_keys');
  }
  expect(toolExecutionRequestSchema.safeParse({ ...body, account_id: 'not-an-id' }).success).toBe(
    false,
  );
});
