import { z } from 'zod';
import { addSeconds, type Clock } from '../clock.ts';
import { BASELINE, BASELINE_SETTINGS } from '../scenarios/baseline.ts';
import { SCENARIOS, scenarioNameSchema } from '../scenarios/scenarios.ts';
import { type ParsedSeedData, seedDataSchema } from '../scenarios/seed-data.ts';
import type { Store, StoreWrites } from '../store/memory-store.ts';
import { createConnectedAccountService } from './connected-accounts.ts';
import { createDirectory } from './directory.ts';
import { DIRECTORY_TABLES } from './directory-tables.ts';
import { createEnvironmentSettingsService } from './environment-settings.ts';
import { SIMULATED_TOKEN_TTL_SECONDS, simulatedCredentials } from './simulated-credentials.ts';

/** A named scenario, or data (see `SeedData`). */
export const seedInputSchema = z
  .strictObject({ scenario: scenarioNameSchema.optional(), data: seedDataSchema.optional() })
  .refine((input) => (input.scenario === undefined) !== (input.data === undefined), {
    message: 'give either scenario (a name) or data',
  });

/**
 * What `EmulatorControl.seed` and POST /_emulator/seed take.
 *
 * @example
 * await emulator.control.seed({ scenario: 'demo' });
 * await emulator.control.seed({ data: { organizations: [{ display_name: 'Acme' }] } });
 */
export type SeedInput = z.input<typeof seedInputSchema>;

/**
 * The ids of what a seed made, in the order of its data (organization roles after the
 * environment's).
 *
 * @example
 * const { organizations }: SeedResult = await emulator.control.seed({ scenario: 'demo' });
 */
export interface SeedResult {
  organizations: string[];
  roles: string[];
  users: string[];
  connected_accounts: string[];
}

export interface SeedService {
  /** Adds the scenario or data to the current state, all of it or (on any error) none. */
  seed(input: SeedInput): Promise<SeedResult>;
  /** No organizations, users or roles beyond the baseline; settings back to the baseline's. */
  reset(): Promise<void>;
  /** Gives a database that has never had the baseline (a new one) its baseline. */
  ensureBaseline(): Promise<void>;
}

export function createSeedService(deps: { store: Store; clock: Clock }): SeedService {
  const { store } = deps;

  /** Writes `data` in one transaction of the store: all of it or none. */
  function atomicallyApply(data: ParsedSeedData, before?: (tx: StoreWrites) => void) {
    return store.transaction((tx) => {
      before?.(tx);
      return write({ ...deps, store: tx }, data);
    });
  }

  return {
    async seed(input) {
      const { scenario, data } = seedInputSchema.parse(input);
      const parsed = seedDataSchema.parse(scenario === undefined ? data : SCENARIOS[scenario]);
      return atomicallyApply(parsed);
    },

    async reset() {
      await atomicallyApply(seedDataSchema.parse(BASELINE), (tx) => {
        for (const table of DIRECTORY_TABLES) tx.drop(table);
      });
    },

    async ensureBaseline() {
      if ((await createEnvironmentSettingsService({ store }).find()) !== undefined) return;
      await atomicallyApply(seedDataSchema.parse(BASELINE));
    },
  };
}

/** Writes seed data through the services, so it obeys every rule the API does. */
async function write(
  deps: { store: StoreWrites; clock: Clock },
  data: ParsedSeedData,
): Promise<SeedResult> {
  const { settings, organizations, roles, connections, users, memberships } = createDirectory(deps);
  const accounts = createConnectedAccountService(deps);
  const result: SeedResult = { organizations: [], roles: [], users: [], connected_accounts: [] };

  if (data.environment !== undefined) {
    await settings.set({ ...((await settings.find()) ?? BASELINE_SETTINGS), ...data.environment });
  }
  for (const role of data.roles) result.roles.push((await roles.create(null, role)).id);
  for (const {
    roles: ownRoles,
    connections: ownConnections,
    ...organization
  } of data.organizations) {
    const { id } = await organizations.create(organization);
    result.organizations.push(id);
    for (const role of ownRoles) result.roles.push((await roles.create(id, role)).id);
    for (const connection of ownConnections) await connections.add(id, connection);
  }
  for (const { memberships: joined, ...user } of data.users) {
    const id = await users.insert(user);
    result.users.push(id);
    for (const { organization_id, ...membership } of joined) {
      await memberships.add(organization_id, id, membership);
    }
  }
  const now = deps.clock.now();
  for (const account of data.connected_accounts) {
    const live = account.status === 'ACTIVE' || account.status === 'EXPIRED';
    const given = account.connected_account?.authorization_details;
    const created = await accounts.insert({
      ...account,
      connected_account: {
        ...account.connected_account,
        authorization_details:
          given ?? (live ? simulatedCredentials(account.connector) : undefined),
      },
      token_expires_at: !live
        ? undefined
        : account.status === 'EXPIRED'
          ? now
          : addSeconds(now, SIMULATED_TOKEN_TTL_SECONDS),
    });
    result.connected_accounts.push(created.id);
  }
  return result;
}
