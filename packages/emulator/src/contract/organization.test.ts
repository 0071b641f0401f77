import { describe, expect, test } from 'vitest';
import {
  createOrganizationRequestSchema,
  updateOrganizationSettingsRequestSchema,
} from './organization.ts';

describe('organization requests (docs/internals/upstream-api.md §4.7)', () => {
  test('display_name has 1 to 200 characters', () => {
    const parse = (display_name: string) =>
      createOrganizationRequestSchema.safeParse({ display_name }).success;
    expect(parse('A')).toBe(true);
    expect(parse('A'.repeat(200))).toBe(true);
    expect(parse('')).toBe(false);
    expect(parse('A'.repeat(201))).toBe(false);
  });

  test('settings take only sso and directory_sync, each with enabled', () => {
    expect(
      updateOrganizationSettingsRequestSchema.safeParse({
        features: [{ name: 'directory_sync', enabled: true }],
      }).success,
    ).toBe(true);
    const unknown = updateOrganizationSettingsRequestSchema.safeParse({
      features: [{ name: 'scim', enabled: true }],
    });
    expect(unknown.error?.issues[0]?.path).toEqual(['features', 0, 'name']);
    expect(
      updateOrganizationSettingsRequestSchema.safeParse({ features: [{ name: 'sso' }] }).success,
    ).toBe(false);
    expect(updateOrganizationSettingsRequestSchema.safeParse({ features: [] }).success).toBe(false);
  });
});
