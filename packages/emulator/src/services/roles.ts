import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { RoleReference } from '../contract/membership.ts';
import type { CreateRoleRequest, Role, RoleInclude, RolePermission } from '../contract/role.ts';
import { atomically, isUniqueViolation, type Queryable } from '../db/queryable.ts';
import { ApiError } from '../errors.ts';
import { newId } from '../random-token.ts';
import type { OrganizationService } from './organizations.ts';

const roleRowSchema = z.object({
  id: z.string(),
  organization_id: z.string().nullable(),
  name: z.string(),
  display_name: z.string().nullable(),
  description: z.string().nullable(),
  extends: z.string().nullable(),
  default_creator: z.boolean(),
  default_member: z.boolean(),
  dependent_roles_count: z.number().int(),
});
type RoleRow = z.infer<typeof roleRowSchema>;

const grantRowSchema = z.object({
  role_id: z.string(),
  id: z.string(),
  name: z.string(),
  role_name: z.string(),
  create_time: z.date(),
});

/** Roles with their base role's name and how many roles extend them (docs/internals/upstream-api.md §2.7). */
const ROLE_SELECT = `
  SELECT r.id, r.organization_id, r.name, r.display_name, r.description, r.default_creator,
    r.default_member, base.name AS extends,
    (SELECT count(*)::int FROM roles d WHERE d.extends_role_id = r.id) AS dependent_roles_count
  FROM roles r LEFT JOIN roles base ON base.id = r.extends_role_id`;

/**
 * The permissions each of the roles `$1` grants: its own, and with `$2` also those of the roles it
 * extends, each once, from the nearest role that grants it.
 */
const GRANTS_SELECT = `
  WITH RECURSIVE chain (role_id, source_id, depth) AS (
    SELECT id, id, 0 FROM roles WHERE id = ANY($1)
    UNION ALL
    SELECT chain.role_id, r.extends_role_id, chain.depth + 1
    FROM chain JOIN roles r ON r.id = chain.source_id
    WHERE $2 AND r.extends_role_id IS NOT NULL
  )
  SELECT DISTINCT ON (chain.role_id, p.name)
    chain.role_id, p.id, p.name, p.create_time, source.name AS role_name
  FROM chain
  JOIN role_permissions rp ON rp.role_id = chain.source_id
  JOIN permissions p ON p.id = rp.permission_id
  JOIN roles source ON source.id = chain.source_id
  ORDER BY chain.role_id, p.name, chain.depth`;

export interface RoleService {
  /**
   * docs/internals/upstream-api.md §4.8: the environment roles, then the organization's own (only the environment's
   * when `organizationId` is null); `include` adds permissions. 404 for an unknown organization.
   */
  list(organizationId: string | null, include?: RoleInclude): Promise<Role[]>;
  /** A role of the environment (`organizationId` null) or of one organization. */
  create(organizationId: string | null, request: CreateRoleRequest): Promise<Role>;
  /** The ids of the roles `references` name among those the organization sees; 400 for others. */
  resolve(organizationId: string, references: readonly RoleReference[]): Promise<string[]>;
  /** The environment's default roles for a new member (docs/internals/upstream-api.md §2.7 `default_member`). */
  defaultMemberRoleIds(): Promise<string[]>;
}

export function createRoleService(deps: {
  db: Queryable;
  clock: Clock;
  organizations: OrganizationService;
}): RoleService {
  const { db, clock, organizations } = deps;

  /** Roles the organization sees: the environment's and its own. */
  async function visibleRoles(organizationId: string | null): Promise<RoleRow[]> {
    const { rows } = await db.query(
      `${ROLE_SELECT} WHERE r.organization_id IS NULL OR r.organization_id = $1
       ORDER BY r.organization_id NULLS FIRST, r.position`,
      [organizationId],
    );
    return rows.map((row) => roleRowSchema.parse(row));
  }

  async function grants(roleIds: string[], inherited: boolean) {
    const { rows } = await db.query(GRANTS_SELECT, [roleIds, inherited]);
    const byRole = new Map<string, RolePermission[]>();
    for (const row of rows) {
      const grant = grantRowSchema.parse(row);
      const list = byRole.get(grant.role_id) ?? [];
      list.push({
        id: grant.id,
        name: grant.name,
        role_name: grant.role_name,
        create_time: grant.create_time.toISOString(),
      });
      byRole.set(grant.role_id, list);
    }
    return byRole;
  }

  const service: RoleService = {
    async list(organizationId, include) {
      if (organizationId !== null) await organizations.get(organizationId);
      const roles = await visibleRoles(organizationId);
      if (include === undefined) return roles.map((role) => toRole(role));
      const granted = await grants(
        roles.map((role) => role.id),
        include === 'permissions:all',
      );
      return roles.map((role) => toRole(role, granted.get(role.id) ?? []));
    },

    async create(organizationId, request) {
      if (organizationId !== null) await organizations.get(organizationId);
      if (organizationId !== null && (request.default_creator || request.default_member)) {
        throw new ApiError(
          'INVALID_ARGUMENT',
          'default_creator and default_member apply to environment roles, not organization roles.',
        );
      }
      const visible = await visibleRoles(organizationId);
      // One name, one role: a membership names roles by name across both scopes.
      const { rows: clashes } = await db.query(
        'SELECT 1 FROM roles WHERE name = $1 AND ($2::text IS NULL OR organization_id IS NULL OR organization_id = $2)',
        [request.name, organizationId],
      );
      if (clashes.length > 0) {
        throw new ApiError('ALREADY_EXISTS', `A role named "${request.name}" exists.`);
      }
      const base =
        request.extends === undefined
          ? undefined
          : visible.find((role) => role.name === request.extends);
      if (request.extends !== undefined && base === undefined) {
        throw new ApiError(
          'INVALID_ARGUMENT',
          `extends names no role this ${organizationId === null ? 'environment' : 'organization'} has: "${request.extends}".`,
        );
      }
      const id = newId('role_');
      // The unique index settles a race between two creations that both passed the check above.
      await atomically(db, async (tx) => {
        // One default role of each kind: a new default replaces the old one.
        if (request.default_creator) await tx.exec('UPDATE roles SET default_creator = false');
        if (request.default_member) await tx.exec('UPDATE roles SET default_member = false');
        await tx.query(
          `INSERT INTO roles (id, organization_id, name, display_name, description, extends_role_id,
             default_creator, default_member, create_time)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            id,
            organizationId,
            request.name,
            request.display_name ?? null,
            request.description ?? null,
            base?.id ?? null,
            request.default_creator ?? false,
            request.default_member ?? false,
            clock.now(),
          ],
        );
        const names = [...new Set(request.permissions)];
        if (names.length > 0) {
          await tx.query(
            `INSERT INTO permissions (id, name, create_time)
             SELECT id, name, $3 FROM unnest($1::text[], $2::text[]) AS granted (id, name)
             ON CONFLICT (name) DO NOTHING`,
            [names.map(() => newId('perm_')), names, clock.now()],
          );
          await tx.query(
            `INSERT INTO role_permissions (role_id, permission_id)
             SELECT $1, id FROM permissions WHERE name = ANY($2)`,
            [id, names],
          );
        }
      }).catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        throw new ApiError('ALREADY_EXISTS', `A role named "${request.name}" exists.`);
      });
      const { rows } = await db.query(`${ROLE_SELECT} WHERE r.id = $1`, [id]);
      return toRole(roleRowSchema.parse(rows[0]), (await grants([id], false)).get(id) ?? []);
    },

    async resolve(organizationId, references) {
      const visible = await visibleRoles(organizationId);
      return references.map((reference) => {
        const role = visible.find((candidate) =>
          reference.id !== undefined
            ? candidate.id === reference.id
            : candidate.name === reference.name,
        );
        if (role === undefined) {
          throw new ApiError(
            'INVALID_ARGUMENT',
            `No role ${reference.id ?? reference.name} exists in organization ${organizationId}; list them with GET /api/v1/organizations/${organizationId}/roles.`,
          );
        }
        if (reference.name !== undefined && reference.name !== role.name) {
          throw new ApiError(
            'INVALID_ARGUMENT',
            `Role ${role.id} is named "${role.name}", not "${reference.name}".`,
          );
        }
        return role.id;
      });
    },

    async defaultMemberRoleIds() {
      const { rows } = await db.query<{ id: string }>(
        'SELECT id FROM roles WHERE organization_id IS NULL AND default_member ORDER BY position',
      );
      return rows.map((row) => row.id);
    },
  };
  return service;
}

/** docs/internals/upstream-api.md §2.7; `permissions` only when asked for. */
function toRole(row: RoleRow, permissions?: RolePermission[]): Role {
  return {
    id: row.id,
    name: row.name,
    display_name: row.display_name ?? undefined,
    description: row.description ?? undefined,
    extends: row.extends ?? undefined,
    default_creator: row.default_creator,
    default_member: row.default_member,
    is_org_role: row.organization_id !== null,
    dependent_roles_count: row.dependent_roles_count,
    permissions,
  };
}
