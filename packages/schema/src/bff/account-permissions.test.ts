import { expect, test } from 'vitest';
import { accountPermissionsSchema } from './account-permissions.ts';

test('permissions list scopes, or null where the upstream keeps none, and the allowed tools', () => {
  const permissions = {
    account_id: 'ca_1',
    connector: 'websearch',
    authorization_type: 'API_KEY',
    scopes: null,
    tools: [
      {
        tool: 'websearch_web_search',
        effect: 'read',
        runnable: true,
        missing_scopes: [],
        plan: 'free',
      },
    ],
  };
  expect(accountPermissionsSchema.parse(permissions)).toEqual(permissions);
  expect(accountPermissionsSchema.safeParse({ ...permissions, account_id: 'x' }).success).toBe(
    false,
  );
});
