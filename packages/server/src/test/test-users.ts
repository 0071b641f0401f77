import type { SessionUser } from '../common/session-user.ts';

/** Session users of the tests, sent as JSON in the `x-test-user` header that `resolveUser` reads. */
export const ADA: SessionUser = { identifier: 'ada@example.com', organizationId: 'org_1' };
export const GRACE: SessionUser = { identifier: 'grace@example.com', organizationId: 'org_1' };
/** Ada's identifier in another organization: a different session user. */
export const ADA_ELSEWHERE: SessionUser = {
  identifier: 'ada@example.com',
  organizationId: 'org_2',
};

/**
 * The organizations the test users belong to. The emulator holds accounts only for organizations
 * that exist (docs/internals/upstream-api.md §2.1), so every test emulator is seeded with these.
 */
export const TEST_ORGANIZATIONS = [
  { id: 'org_1', display_name: 'Analytical Engines' },
  { id: 'org_2', display_name: 'Difference Engines' },
];

export const TEST_USER_HEADER = 'x-test-user';

/** The test apps' `resolveUser`: whoever the header names, or no session without it. */
export function userFromHeader(value: string | null | undefined): SessionUser | null {
  return value ? (JSON.parse(value) as SessionUser) : null;
}

/** A client secret distinctive enough that finding it in a response body cannot be chance. */
export const TEST_CLIENT_SECRET = 'test-client-secret-9f3c2a7d41b8e6';
