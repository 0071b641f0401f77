import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody, setupEmulator } from '../../test/harness.ts';

/**
 * The page sizes the hosted service publishes (docs/internals/upstream-api.md §"Beyond the spec": page
 * sizes): each list's default, its bounds, and whether a size outside them is refused (the
 * service validates the field) or moved to the nearest bound (it only describes it). 0 is a
 * protobuf uint32's unset value, so it asks for the default.
 */
const t = setupEmulator();

const range = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1).padStart(3, '0'));

beforeAll(async () => {
  await t.emulator.control.reset();
  await t.emulator.control.seed({
    data: {
      organizations: [
        { id: 'org_big', display_name: 'Big' },
        ...range(100).map((n) => ({ id: `org_${n}`, display_name: `Org ${n}` })),
      ],
      users: range(101).map((n) => ({
        id: `usr_${n}`,
        email: `user${n}@pages.test`,
        memberships: [{ organization_id: 'org_big' }],
      })),
      connected_accounts: range(40).map((n) => ({
        connector: 'crm' as const,
        identifier: `person${n}@pages.test`,
      })),
    },
  });
}, 60_000);

interface Page {
  next_page_token: string;
  total_size: number;
}

async function pageSize(path: string, size: string | undefined, items: string): Promise<number> {
  const query = size === undefined ? '' : `page_size=${size}`;
  const separator = path.includes('?') ? '&' : '?';
  const answer = await t.api('GET', `${path}${query === '' ? '' : separator + query}`);
  expect(answer.status, `${path} ${query}`).toBe(200);
  const body = answer.body as Page & Record<string, unknown[]>;
  return (body[items] ?? []).length;
}

async function refused(path: string, size: string) {
  const separator = path.includes('?') ? '&' : '?';
  const answer = await t.api('GET', `${path}${separator}page_size=${size}`);
  expect(answer.status, `${path} page_size=${size}`).toBe(400);
  expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
  expect((answer.body as { message: string }).message).toContain('page_size');
}

describe('GET /api/v1/organizations: 10 to 100, default 10, out of range moved to the bound', () => {
  const path = '/api/v1/organizations';
  it('pages 10 by default and for 0', async () => {
    expect(await pageSize(path, undefined, 'organizations')).toBe(10);
    expect(await pageSize(path, '0', 'organizations')).toBe(10);
  });
  it('moves a size below 10 up to 10 and one above 100 down to 100', async () => {
    expect(await pageSize(path, '5', 'organizations')).toBe(10);
    expect(await pageSize(path, '25', 'organizations')).toBe(25);
    expect(await pageSize(path, '100', 'organizations')).toBe(100);
    expect(await pageSize(path, '500', 'organizations')).toBe(100);
  });
  it('refuses what is not a whole number of zero or more', async () => {
    for (const size of ['-1', 'ten', '2.5']) await refused(path, size);
  });
});

describe('GET /api/v1/users: 10 to 100, default 10, out of range moved to the bound', () => {
  const path = '/api/v1/users';
  it('pages 10 by default, moves sizes to the bounds', async () => {
    expect(await pageSize(path, undefined, 'users')).toBe(10);
    expect(await pageSize(path, '0', 'users')).toBe(10);
    expect(await pageSize(path, '3', 'users')).toBe(10);
    expect(await pageSize(path, '1000', 'users')).toBe(100);
  });
});

describe('GET /api/v1/organizations/{id}/users: 1 to 100, default 50, 400 beyond', () => {
  const path = '/api/v1/organizations/org_big/users';
  it('pages 50 by default and for 0, and any size from 1 to 100', async () => {
    expect(await pageSize(path, undefined, 'users')).toBe(50);
    expect(await pageSize(path, '0', 'users')).toBe(50);
    expect(await pageSize(path, '1', 'users')).toBe(1);
    expect(await pageSize(path, '100', 'users')).toBe(100);
  });
  it('refuses 101 and more', async () => {
    await refused(path, '101');
  });
});

describe('GET /api/v1/connected_accounts: 1 to 99, default 10, 400 from 100', () => {
  const path = '/api/v1/connected_accounts';
  it('pages 10 by default and for 0, and any size below 100', async () => {
    expect(await pageSize(path, undefined, 'connected_accounts')).toBe(10);
    expect(await pageSize(path, '0', 'connected_accounts')).toBe(10);
    expect(await pageSize(path, '1', 'connected_accounts')).toBe(1);
    expect(await pageSize(path, '99', 'connected_accounts')).toBe(40);
  });
  it('refuses 100 and more (the service validates page_size < 100)', async () => {
    await refused(path, '100');
    await refused(path, '101');
  });
});

describe('GET /api/v1/connected_accounts:search: 1 to 30, default 10, 400 beyond', () => {
  const path = '/api/v1/connected_accounts:search?query=pages.test';
  it('pages 10 by default and for 0, and up to 30', async () => {
    expect(await pageSize(path, undefined, 'connected_accounts')).toBe(10);
    expect(await pageSize(path, '0', 'connected_accounts')).toBe(10);
    expect(await pageSize(path, '30', 'connected_accounts')).toBe(30);
  });
  it('refuses 31 and more', async () => {
    await refused(path, '31');
  });
});
