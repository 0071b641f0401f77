import { z } from 'zod';
import type { Clock } from '../clock.ts';
import {
  type CreateOrganizationRequest,
  type Organization,
  type OrganizationFeature,
  type OrganizationList,
  organizationFeatureSchema,
  type RegionCode,
  regionCodeSchema,
  type UpdateOrganizationRequest,
  type UpdateOrganizationSettingsRequest,
} from '../contract/organization.ts';
import { ApiError } from '../errors.ts';
import { newId } from '../random-token.ts';
import type { StoreWrites } from '../store/memory-store.ts';
import {
  ORGANIZATION_EXTERNAL_IDS,
  ORGANIZATIONS,
  removeOrganization,
} from './directory-tables.ts';
import { type PageQuery, pageOf } from './pagination.ts';

const organizationRowSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  external_id: z.string().nullable(),
  metadata: z.record(z.string(), z.string()).nullable(),
  region_code: regionCodeSchema,
  features: z.array(organizationFeatureSchema),
  create_time: z.coerce.date(),
  update_time: z.coerce.date(),
});
type OrganizationRow = z.infer<typeof organizationRowSchema>;

/** docs/internals/upstream-api.md §2.3: every organization lists both features, off until switched on. */
const DEFAULT_FEATURES: readonly OrganizationFeature[] = [
  { name: 'sso', enabled: false },
  { name: 'directory_sync', enabled: false },
];

/** What creating an organization takes: the API request, and for seeds an id, region and features. */
export interface NewOrganization extends CreateOrganizationRequest {
  id?: string | undefined;
  region_code?: RegionCode | undefined;
  features?: OrganizationFeature[] | undefined;
}

export interface OrganizationService {
  /** docs/internals/upstream-api.md §4.7: organizations in creation order. */
  list(query: PageQuery): Promise<OrganizationList>;
  create(request: NewOrganization): Promise<Organization>;
  /** The organization; 404 when there is none with this id. */
  get(id: string): Promise<Organization>;
  /** docs/internals/upstream-api.md §4.7: the fields given change; `region_code` cannot. */
  update(id: string, request: UpdateOrganizationRequest): Promise<Organization>;
  /** Removes the organization with its memberships, roles, connections and portal links. */
  delete(id: string): Promise<void>;
  /** docs/internals/upstream-api.md §3: each listed feature is set to the given value; the others stay. */
  updateSettings(id: string, request: UpdateOrganizationSettingsRequest): Promise<Organization>;
}

export function createOrganizationService(deps: {
  store: StoreWrites;
  clock: Clock;
}): OrganizationService {
  const { store, clock } = deps;

  function row(id: string): OrganizationRow {
    return found(id, store.get(ORGANIZATIONS, id));
  }

  /** Stores `next`; 409 when its external id names another organization. */
  function write(next: StoredOrganization, before: StoredOrganization | undefined): void {
    if (next.external_id !== null && next.external_id !== before?.external_id) {
      const holder = store.get<string>(ORGANIZATION_EXTERNAL_IDS, next.external_id);
      if (holder !== undefined && holder !== next.id) {
        throw new ApiError(
          'ALREADY_EXISTS',
          `Another organization has external_id "${next.external_id}"; an external id names one organization.`,
        );
      }
    }
    if (before?.external_id != null && before.external_id !== next.external_id) {
      store.delete(ORGANIZATION_EXTERNAL_IDS, before.external_id);
    }
    if (next.external_id !== null) store.put(ORGANIZATION_EXTERNAL_IDS, next.external_id, next.id);
    store.put(ORGANIZATIONS, next.id, next);
  }

  const service: OrganizationService = {
    async list(query) {
      const page = pageOf([...store.rows(ORGANIZATIONS)], query);
      return {
        organizations: page.rows.map((raw) => toOrganization(organizationRowSchema.parse(raw))),
        next_page_token: page.next_page_token,
        prev_page_token: page.prev_page_token,
        total_size: page.total_size,
      };
    },

    async create(request) {
      const now = clock.now().toISOString();
      const id = request.id ?? newId('org_');
      if (store.get(ORGANIZATIONS, id) !== undefined) {
        throw new ApiError('ALREADY_EXISTS', `An organization with id "${id}" exists.`);
      }
      const created: StoredOrganization = {
        id,
        display_name: request.display_name,
        external_id: request.external_id ?? null,
        metadata: request.metadata ?? null,
        // docs/internals/upstream-api.md §2.3: "currently limited to US".
        region_code: request.region_code ?? 'US',
        features: mergeFeatures(DEFAULT_FEATURES, request.features ?? []),
        create_time: now,
        update_time: now,
      };
      write(created, undefined);
      return toOrganization(row(id));
    },

    async get(id) {
      return toOrganization(row(id));
    },

    async update(id, request) {
      const current = row(id);
      if (request.region_code !== undefined && request.region_code !== current.region_code) {
        throw new ApiError(
          'INVALID_ARGUMENT',
          `region_code cannot be changed (it is ${current.region_code}); leave it out of the update.`,
        );
      }
      const before = store.get<StoredOrganization>(ORGANIZATIONS, id) as StoredOrganization;
      write(
        {
          ...before,
          display_name: request.display_name ?? current.display_name,
          external_id: request.external_id ?? current.external_id,
          metadata: request.metadata ?? current.metadata,
          update_time: clock.now().toISOString(),
        },
        before,
      );
      return toOrganization(row(id));
    },

    async delete(id) {
      if (!removeOrganization(store, id)) {
        throw new ApiError('NOT_FOUND', `No organization has id "${id}".`);
      }
    },

    async updateSettings(id, request) {
      const current = row(id);
      const before = store.get<StoredOrganization>(ORGANIZATIONS, id) as StoredOrganization;
      store.put(ORGANIZATIONS, id, {
        ...before,
        features: mergeFeatures(current.features, request.features),
        update_time: clock.now().toISOString(),
      });
      return toOrganization(row(id));
    },
  };
  return service;
}

/** An organization as the store keeps it. */
type StoredOrganization = z.input<typeof organizationRowSchema> & {
  create_time: string;
  update_time: string;
};

/** The organization row `stored` is; 404 when there is none (it never existed, or it went). */
function found(id: string, stored: unknown): OrganizationRow {
  if (stored === undefined) throw new ApiError('NOT_FOUND', `No organization has id "${id}".`);
  return organizationRowSchema.parse(stored);
}

/** `current` with each feature of `changes` set; a feature named twice takes its last value. */
function mergeFeatures(
  current: readonly OrganizationFeature[],
  changes: readonly OrganizationFeature[],
): OrganizationFeature[] {
  const merged = new Map(current.map((feature) => [feature.name, feature.enabled]));
  for (const change of changes) merged.set(change.name, change.enabled);
  return [...merged].map(([name, enabled]) => ({ name, enabled }));
}

/** docs/internals/upstream-api.md §2.3; fields without a value are left out (docs/internals/upstream-api.md §2). */
function toOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    create_time: row.create_time.toISOString(),
    update_time: row.update_time.toISOString(),
    display_name: row.display_name,
    external_id: row.external_id ?? undefined,
    metadata: row.metadata ?? undefined,
    region_code: row.region_code,
    settings: { features: row.features },
  };
}
