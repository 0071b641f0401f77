import type { EnvironmentSettings } from '../services/environment-settings.ts';
import type { SeedData } from './seed-data.ts';

/** Invitations enabled, valid for 7 days. */
export const BASELINE_SETTINGS: EnvironmentSettings = {
  full_stack_authentication: true,
  invitation_expiry_seconds: 7 * 24 * 3600,
};

/**
 * What a new or reset environment holds: the settings above, and the two environment
 * roles a hosted environment starts with (admin extends member, so admins have both sets).
 */
export const BASELINE: SeedData = {
  environment: BASELINE_SETTINGS,
  roles: [
    {
      name: 'member',
      display_name: 'Member',
      description: 'Uses the organization and its connected accounts.',
      default_member: true,
      permissions: ['organization:read', 'connected_accounts:use'],
    },
    {
      name: 'admin',
      display_name: 'Admin',
      description: 'Manages the organization, its members and its connected accounts.',
      extends: 'member',
      default_creator: true,
      permissions: ['organization:manage', 'members:manage', 'connected_accounts:manage'],
    },
  ],
};
