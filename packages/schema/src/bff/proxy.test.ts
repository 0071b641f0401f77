import { expect, test } from 'vitest';
import { proxyQuerySchema } from './proxy.ts';

test('POST /proxy reaches the document library only, with GET or PUT', () => {
  const query = { connector: 'doclib', method: 'GET', path: '/v1.0/me/sites' };
  expect(proxyQuerySchema.parse(query)).toEqual(query);
  expect(proxyQuerySchema.safeParse({ ...query, connector: 'crm' }).error?.issues[0]?.message).toBe(
    'must be doclib, the connector reached through the proxy',
  );
  expect(proxyQuerySchema.safeParse({ ...query, method: 'DELETE' }).success).toBe(false);
  expect(proxyQuerySchema.safeParse({ ...query, path: 'v1.0/me/sites' }).success).toBe(false);
  expect(proxyQuerySchema.safeParse({ ...query, identifier: 'someone-else' }).success).toBe(false);
});
