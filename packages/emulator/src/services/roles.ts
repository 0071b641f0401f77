import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { RoleReference } from '../contract/membership.ts';
import type { CreateRoleRequest, Role, RoleInclude, RolePermission } from '../contract/role.ts';
import { ApiError } from '../errors.ts';
import { newId } from '../random-token.ts';
import { inStoreTransaction, type StoreWrites } from '../store/memory-store.ts';
import {
  PERMISSION_NAMES,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  ROLES,
  type RolePermissionRow,
  rolePermissionKey,
} from './directory-tables.ts';
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

/** A role as the store keeps it. */
interface StoredRole {
  id: string;
  organization_id: string | null;
  name: string;
  display_name: string | null;
  description: string | null;
  extends_role_id: string | null;
  default_creator: boolean;
  default_member: boolean;
  create_time: string;
}

/** A permission as the store keeps it. */
interface StoredPermission {
  id: string;
  name: string;
  create_time: string;
}

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
  store: StoreWrites;
  clock: Clock;
  organizations: OrganizationService;
}): RoleService {
  const { store, clock, organizations } = deps;

  /** A role with its base role's name and how many roles extend it (docs/internals/upstream-api.md §2.7). */
  function roleRow(role: StoredRole): RoleRow {
    let dependents = 0;
    for (const other of store.rows<StoredRole>(ROLES)) {
      if (other.extends_role_id === role.id) dependents++;
    }
    const base =
      role.extends_role_id === null
        ? undefined
        : store.get<StoredRole>(ROLES, role.extends_role_id);
    return roleRowSchema.parse({
      ...role,
      extends: base?.name ?? null,
      dependent_roles_count: dependents,
    });
  }

  /** Roles the organization sees: the environment's, then its own. */
  function visibleRoles(organizationId: string | null): RoleRow[] {
    const all = [...store.rows<StoredRole>(ROLES)];
    return [
      ...all.filter((role) => role.organization_id === null),
      ...all.filter((role) => organizationId !== null && role.organization_id === organizationId),
    ].map(roleRow);
  }

  /**
   * The permissions each of `roleIds` grants: its own, and with `inherited` also those of the
   * roles it extends, each once, from the nearest role that grants it; by name.
   */
  function grants(roleIds: string[], inherited: boolean) {
    const byRole = new Map<string, RolePermission[]>();
    const allGrants = [...store.rows<RolePermissionRow>(ROLE_PERMISSIONS)];
    for (const roleId of roleIds) {
      const found = new Map<string, RolePermission>();
      let source = store.get<StoredRole>(ROLES, roleId);
      const seen = new Set<string>();
      while (source !== undefined && !seen.has(source.id)) {
        seen.add(source.id);
        for (const grant of allGrants) {
          if (grant.role_id !== source.id) continue;
          const permission = store.get<StoredPermission>(PERMISSIONS, grant.permission_id);
          if (permission === undefined || found.has(permission.name)) continue;
          found.set(permission.name, {
            id: permission.id,
            name: permission.name,
            role_name: source.name,
            create_time: new Date(permission.create_time).toISOString(),
          });
        }
        if (!inherited || source.extends_role_id === null) break;
        source = store.get<StoredRole>(ROLES, source.extends_role_id);
      }
      if (found.size > 0) {
        byRole.set(
          roleId,
          [...found.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
        );
      }
    }
    return byRole;
  }

  const service: RoleService = {
    async list(organizationId, include) {
      if (organizationId !== null) await organizations.get(organizationId);
      const roles = visibleRoles(organizationId);
      if (include === undefined) return roles.map((role) => toRole(role));
      const granted = grants(
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
      const visible = visibleRoles(organizationId);
      // One name, one role: a membership names roles by name across both scopes.
      const clash = [...store.rows<StoredRole>(ROLES)].some(
        (role) =>
          role.name === request.name &&
          (organizationId === null ||
            role.organization_id === null ||
            role.organization_id === organizationId),
      );
      if (clash) {
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
      const now = clock.now().toISOString();
      await inStoreTransaction(store, async (tx) => {
        // One default role of each kind: a new default replaces the old one.
        for (const role of [...tx.rows<StoredRole>(ROLES)]) {
          const creator = request.default_creator ? false : role.default_creator;
          const member = request.default_member ? false : role.default_member;
          if (creator !== role.default_creator || member !== role.default_member) {
            tx.put(ROLES, role.id, { ...role, default_creator: creator, default_member: member });
          }
        }
        const role: StoredRole = {
          id,
          organization_id: organizationId,
          name: request.name,
          display_name: request.display_name ?? null,
          description: request.description ?? null,
          extends_role_id: base?.id ?? null,
          default_creator: request.default_creator ?? false,
          default_member: request.default_member ?? false,
          create_time: now,
        };
        tx.put(ROLES, id, role);
        for (const name of new Set(request.permissions)) {
          let permissionId = tx.get<string>(PERMISSION_NAMES, name);
          if (permissionId === undefined) {
            permissionId = newId('perm_');
            const permission: StoredPermission = { id: permissionId, name, create_time: now };
            tx.put(PERMISSIONS, permissionId, permission);
            tx.put(PERMISSION_NAMES, name, permissionId);
          }
          const grant: RolePermissionRow = { role_id: id, permission_id: permissionId };
          tx.put(ROLE_PERMISSIONS, rolePermissionKey(grant), grant);
        }
      });
      const created = store.get<StoredRole>(ROLES, id) as StoredRole;
      return toRole(roleRow(created), grants([id], false).get(id) ?? []);
    },

    async resolve(organizationId, references) {
      const visible = visibleRoles(organizationId);
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
      return [...store.rows<StoredRole>(ROLES)]
        .filter((role) => role.organization_id === null && role.default_member)
        .map((role) => role.id);
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
