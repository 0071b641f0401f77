import { z } from 'zod';
import type { StoreWrites } from '../store/memory-store.ts';
import { ENVIRONMENT_SETTINGS } from './directory-tables.ts';

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

/** The one row of the settings table. */
export const SINGLETON = 'environment';

export function createEnvironmentSettingsService(deps: {
  store: StoreWrites;
}): EnvironmentSettingsService {
  const { store } = deps;
  const service: EnvironmentSettingsService = {
    async find() {
      const row = store.get(ENVIRONMENT_SETTINGS, SINGLETON);
      return row === undefined ? undefined : environmentSettingsSchema.parse(row);
    },

    async get() {
      const settings = await service.find();
      if (settings === undefined) throw new Error('The environment settings were never seeded.');
      return settings;
    },

    async set(settings) {
      store.put(ENVIRONMENT_SETTINGS, SINGLETON, {
        full_stack_authentication: settings.full_stack_authentication,
        invitation_expiry_seconds: settings.invitation_expiry_seconds,
      });
    },
  };
  return service;
}
