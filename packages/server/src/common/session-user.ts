import { z } from 'zod';

/**
 * Identifiers of this form name an organization's shared accounts (src/accounts/account-owner.ts),
 * so no session user may carry one: it would reach the organization's accounts as its own.
 */
export const ORGANIZATION_IDENTIFIER_PREFIX = 'organization:';

/**
 * What parts a user's further accounts' identifiers (`<identifier>#<slot>`,
 * src/accounts/account-slot.ts), so no session user may carry one: they would reach another
 * user's further accounts as their own.
 */
export const SLOT_SEPARATOR = '#';

/**
 * The end user the host's session names, as `resolveUser` answers. `identifier` is what the
 * upstream stores on the user's connected accounts and checks on user verify (docs/internals/upstream-api.md §5.4);
 * `organizationId` and `userId` narrow the accounts to one tenant and user. `organizationName` is
 * what the accounts list shows on the organization's shared accounts (the id when left out).
 *
 * @example
 * ```ts
 * const user: SessionUser = {
 *   identifier: 'ada@example.com',
 *   organizationId: 'org_42',
 *   organizationName: 'Acme',
 * };
 * ```
 */
export const sessionUserSchema = z.object({
  identifier: z
    .string()
    .min(1)
    .refine(
      (identifier) => !identifier.startsWith(ORGANIZATION_IDENTIFIER_PREFIX),
      `must not start with ${ORGANIZATION_IDENTIFIER_PREFIX}, which names an organization's shared accounts`,
    )
    .refine(
      (identifier) => !identifier.includes(SLOT_SEPARATOR),
      `must not contain ${SLOT_SEPARATOR}, which parts a user's further accounts' identifiers`,
    ),
  organizationId: z.string().min(1).optional(),
  organizationName: z.string().min(1).max(200).optional(),
  userId: z.string().min(1).optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * The upstream filter and selector fields (docs/internals/upstream-api.md §4.2) that name the session user, as a new
 * object callers may add fields to.
 */
export function userSelector(user: SessionUser) {
  return {
    identifier: user.identifier,
    organization_id: user.organizationId,
    user_id: user.userId,
  };
}

/** The session user as one canonical string, the subject a `state` is bound to. */
export function sessionSubject(user: SessionUser): string {
  return JSON.stringify([user.identifier, user.organizationId ?? null, user.userId ?? null]);
}
