import { expect, test } from 'vitest';
import { fillPath } from './path-params.ts';

test('fills each {name} from the argument, encoded, and keeps the other fields', () => {
  expect(
    fillPath('/api/v1/mcp/configs/{config_id}/connected_accounts', {
      config_id: '../cfg 1',
      identifier: 'ada',
    }),
  ).toEqual({
    path: '/api/v1/mcp/configs/..%2Fcfg%201/connected_accounts',
    rest: { identifier: 'ada' },
  });
});
