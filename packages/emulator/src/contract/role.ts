import { dateTimeSchema } from '@plugboard/schema/upstream';
import { z } from 'zod';

/**
 * docs/internals/upstream-api.md §2.7 and §8: role names are letters, digits and underscores, 1 to 100 characters.
 *
 * @example
 * roleNameSchema.parse('billing_admin');
 */
export const roleNameSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_]{1,100}$/,
    'role names are letters, digits and underscores, 1 to 100 characters',
  );

/**
 * docs/internals/upstream-api.md §2.7 `permissions` item: `create_time` is stated; `id`, `name` and `role_name` (the
 * role that grants it, which differs from the listed role for inherited permissions) follow the
 * hosted service.
 *
 * @example
 * const permission: RolePermission = {
 *   id: 'perm_1', name: 'invoices:read', role_name: 'member', create_time: '2026-01-01T00:00:00Z',
 * };
 */
export const rolePermissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  role_name: z.string().optional(),
  create_time: dateTimeSchema,
});
export type RolePermission = z.infer<typeof rolePermissionSchema>;

/**
 * docs/internals/upstream-api.md §2.7: a role as answers carry it; `permissions` only when the request has `include`.
 *
 * @example
 * const { roles } = roleListSchema.parse(await res.json());
 * const admins = roles.filter((role) => role.extends === 'member');
 */
export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  display_name: z.string().optional(),
  description: z.string().optional(),
  extends: z.string().optional(),
  default_creator: z.boolean(),
  default_member: z.boolean(),
  is_org_role: z.boolean(),
  dependent_roles_count: z.number().int(),
  permissions: z.array(rolePermissionSchema).optional(),
});
export type Role = z.infer<typeof roleSchema>;

/**
 * The `include` parameter of role listing (docs/internals/upstream-api.md §4.8): the role's own permissions, or with
 * `permissions:all` also those it inherits through `extends` (the hosted service's values).
 *
 * @example
 * const include: RoleInclude = 'permissions:all';
 */
export const roleIncludeSchema = z.enum(['permissions', 'permissions:all']);
export type RoleInclude = z.infer<typeof roleIncludeSchema>;

/**
 * Creating a role (an extension: docs/internals/upstream-api.md §4.8: "operations after organization role listing: not
 * shown"). `extends` names the base role; `permissions` are permission names the role grants.
 *
 * @example
 * const body: CreateRoleRequest = {
 *   name: 'billing_admin', display_name: 'Billing admin', extends: 'member',
 *   permissions: ['invoices:write'],
 * };
 */
export const createRoleRequestSchema = z.object({
  name: roleNameSchema,
  display_name: z.string().min(1).max(200).optional(),
  description: z.string().max(2000, 'description has at most 2000 characters').optional(),
  extends: roleNameSchema.optional(),
  default_creator: z.boolean().optional(),
  default_member: z.boolean().optional(),
  permissions: z.array(z.string().min(1).max(100)).optional(),
});
export type CreateRoleRequest = z.infer<typeof createRoleRequestSchema>;

/**
 * The answer of role creation.
 *
 * @example
 * const { role } = roleResponseSchema.parse(await res.json());
 */
export const roleResponseSchema = z.object({ role: roleSchema });
export type RoleResponse = z.infer<typeof roleResponseSchema>;

/**
 * docs/internals/upstream-api.md §4.8: GET /api/v1/organizations/{org_id}/roles.
 *
 * @example
 * const { roles } = roleListSchema.parse(await res.json());
 */
export const roleListSchema = z.object({ roles: z.array(roleSchema) });
export type RoleList = z.infer<typeof roleListSchema>;
