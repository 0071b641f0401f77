import { describe, expect, test } from 'vitest';
import { roleReferenceSchema } from './membership.ts';
import { createRoleRequestSchema } from './role.ts';

describe('role requests (docs/internals/upstream-api.md §2.7 and §8)', () => {
  test('names are letters, digits and underscores, 1 to 100 characters', () => {
    const parse = (name: string) => createRoleRequestSchema.safeParse({ name }).success;
    expect(parse('billing_admin_2')).toBe(true);
    expect(parse('r'.repeat(100))).toBe(true);
    expect(parse('')).toBe(false);
    expect(parse('r'.repeat(101))).toBe(false);
    expect(parse('billing-admin')).toBe(false);
  });

  test('descriptions have at most 2000 characters', () => {
    const parse = (description: string) =>
      createRoleRequestSchema.safeParse({ name: 'viewer', description }).success;
    expect(parse('d'.repeat(2000))).toBe(true);
    expect(parse('d'.repeat(2001))).toBe(false);
  });

  test('a role reference needs an id or a name', () => {
    expect(roleReferenceSchema.safeParse({ name: 'admin' }).success).toBe(true);
    expect(roleReferenceSchema.safeParse({ id: 'role_1' }).success).toBe(true);
    expect(roleReferenceSchema.safeParse({ display_name: 'Admin' }).success).toBe(false);
  });
});
