import { z } from 'zod';
import type { Queryable } from '../db/queryable.ts';

/**
 * The environment's user-management settings that invitations depend on (docs/internals/upstream-api.md §4.5: resend
 * fails when full-stack authentication is disabled or no invitation expiry is set).
 */
export const environmentSettingsSchema = z.strictObject({
  full_stack_authentication: z.boolean(),
  /** How long an invitation stays valid; null when the setting is missing. */
  invitation_expiry_seconds: z.number().int().positive().nullable(),
});
export type EnvironmentSettings = z.infer<typeof environmentSettingsSchema>;

export interface EnvironmentSettingsService {
  /** The settings; undefined before the baseline seed has made them. */
  find(): Promise<EnvironmentSettings | undefined>;
  get(): Promise<EnvironmentSettings>;
  set(settings: EnvironmentSettings): Promise<void>;
}

export function createEnvironmentSettingsService(deps: {
  db: Queryable;
}): EnvironmentSettingsService {
  const { db } = deps;
  const service: EnvironmentSettingsService = {
    async find() {
      const { rows } = await db.query(
        'SELECT full_stack_authentication, invitation_expiry_seconds FROM environment_settings',
      );
      return rows[0] === undefined ? undefined : environmentSettingsSchema.parse(rows[0]);
    },

    async get() {
      const settings = await service.find();
      if (settings === undefined) throw new Error('The environment settings were never seeded.');
      return settings;
    },

    async set(settings) {
      await db.query(
        `INSERT INTO environment_settings (full_stack_authentication, invitation_expiry_seconds)
         VALUES ($1, $2)
         ON CONFLICT (singleton) DO UPDATE SET
           full_stack_authentication = EXCLUDED.full_stack_authentication,
           invitation_expiry_seconds = EXCLUDED.invitation_expiry_seconds`,
        [settings.full_stack_authentication, settings.invitation_expiry_seconds],
      );
    },
  };
  return service;
}
