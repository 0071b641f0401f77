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
import { isUniqueViolation, type Queryable, violatedConstraint } from '../db/queryable.ts';
import { ApiError } from '../errors.ts';
import { newId } from '../random-token.ts';
import { type PageQuery, readPage } from './pagination.ts';

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
  db: Queryable;
  clock: Clock;
}): OrganizationService {
  const { db, clock } = deps;

  async function row(id: string): Promise<OrganizationRow> {
    const { rows } = await db.query('SELECT * FROM organizations WHERE id = $1', [id]);
    return found(id, rows);
  }

  const service: OrganizationService = {
    async list(query) {
      const page = await readPage(db, { sql: 'SELECT * FROM organizations', params: [] }, query);
      return {
        organizations: page.rows.map((raw) => toOrganization(organizationRowSchema.parse(raw))),
        next_page_token: page.next_page_token,
        prev_page_token: page.prev_page_token,
        total_size: page.total_size,
      };
    },

    async create(request) {
      const now = clock.now();
      const id = request.id ?? newId('org_');
      const features = mergeFeatures(DEFAULT_FEATURES, request.features ?? []);
      try {
        const { rows } = await db.query(
          `INSERT INTO organizations (id, display_name, external_id, metadata, region_code, features,
             create_time, update_time)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
           RETURNING *`,
          [
            id,
            request.display_name,
            request.external_id ?? null,
            request.metadata ?? null,
            // docs/internals/upstream-api.md §2.3: "currently limited to US".
            request.region_code ?? 'US',
            JSON.stringify(features),
            now,
          ],
        );
        return toOrganization(found(id, rows));
      } catch (error) {
        throw taken(error, id, request.external_id);
      }
    },

    async get(id) {
      return toOrganization(await row(id));
    },

    async update(id, request) {
      const current = await row(id);
      if (request.region_code !== undefined && request.region_code !== current.region_code) {
        throw new ApiError(
          'INVALID_ARGUMENT',
          `region_code cannot be changed (it is ${current.region_code}); leave it out of the update.`,
        );
      }
      try {
        const { rows } = await db.query(
          `UPDATE organizations SET display_name = $2, external_id = $3, metadata = $4, update_time = $5
           WHERE id = $1
           RETURNING *`,
          [
            id,
            request.display_name ?? current.display_name,
            request.external_id ?? current.external_id,
            request.metadata ?? current.metadata,
            clock.now(),
          ],
        );
        return toOrganization(found(id, rows));
      } catch (error) {
        throw taken(error, id, request.external_id);
      }
    },

    async delete(id) {
      const deleted = await db.query('DELETE FROM organizations WHERE id = $1', [id]);
      if (deleted.affectedRows === 0) {
        throw new ApiError('NOT_FOUND', `No organization has id "${id}".`);
      }
    },

    async updateSettings(id, request) {
      const current = await row(id);
      const { rows } = await db.query(
        'UPDATE organizations SET features = $2, update_time = $3 WHERE id = $1 RETURNING *',
        [id, JSON.stringify(mergeFeatures(current.features, request.features)), clock.now()],
      );
      return toOrganization(found(id, rows));
    },
  };
  return service;
}

/** The organization row `rows` hold; 404 when there is none (it never existed, or it went). */
function found(id: string, rows: readonly unknown[]): OrganizationRow {
  if (rows[0] === undefined) throw new ApiError('NOT_FOUND', `No organization has id "${id}".`);
  return organizationRowSchema.parse(rows[0]);
}

/**
 * The error a refused write becomes: 409 when the id or the external id is taken (README "Beyond
 * the spec": an external id names one organization), otherwise the error itself.
 */
function taken(error: unknown, id: string, externalId: string | undefined): unknown {
  if (!isUniqueViolation(error)) return error;
  return new ApiError(
    'ALREADY_EXISTS',
    externalId !== undefined && violatedConstraint(error) === 'organizations_external_id'
      ? `Another organization has external_id "${externalId}"; an external id names one organization.`
      : `An organization with id "${id}" exists.`,
  );
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
