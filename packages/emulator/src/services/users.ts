import { z } from 'zod';
import type { Clock } from '../clock.ts';
import {
  type CreateUserRequest,
  type ExternalIdentity,
  type UpdateUserRequest,
  type User,
  type UserList,
  type UserProfileInput,
  userProfileSchema,
} from '../contract/user.ts';
import { atomically, isUniqueViolation, type Queryable } from '../db/queryable.ts';
import { ApiError } from '../errors.ts';
import { newId } from '../random-token.ts';
import { type MembershipService, writeMembership } from './memberships.ts';
import type { OrganizationService } from './organizations.ts';
import { type PageQuery, readPage } from './pagination.ts';
import { revokeInvitations } from './revoked-invitations.ts';

const userRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  external_id: z.string().nullable(),
  metadata: z.record(z.string(), z.string()).nullable(),
  user_profile: userProfileSchema.nullable(),
  create_time: z.coerce.date(),
  update_time: z.coerce.date(),
  last_login_time: z.coerce.date().nullable(),
});
export type UserRow = z.infer<typeof userRowSchema>;

/**
 * The profile fields a seed may also set, beyond what a caller writes: the system-maintained ones
 * of docs/internals/upstream-api.md §2.6.
 */
export interface SeededProfile extends UserProfileInput {
  email_verified?: boolean | undefined;
  phone_number_verified?: boolean | undefined;
  external_identities?: ExternalIdentity[] | undefined;
}

/**
 * A user to create: the API request, or for seeds an id, system-maintained profile fields, or no
 * profile at all (`null`), which makes an invitation resend fail (docs/internals/upstream-api.md §4.5).
 */
export interface NewUser extends Omit<CreateUserRequest, 'user_profile' | 'membership'> {
  id?: string | undefined;
  user_profile?: SeededProfile | null | undefined;
}

export interface UserService {
  /** A new user and their membership of the organization (docs/internals/upstream-api.md §"Beyond the spec"); 404, 409. */
  create(organizationId: string, request: CreateUserRequest): Promise<User>;
  /** A new user with no membership, for seeds. */
  insert(user: NewUser): Promise<string>;
  /** All users, or the members of one organization (404 when it does not exist). */
  list(query: PageQuery, organizationId?: string): Promise<UserList>;
  /** The user whose id, or else external id, is `ref` (docs/internals/upstream-api.md §4.6); 404 otherwise. */
  get(ref: string): Promise<User>;
  /** The id of the user `ref` names; 404 when none. */
  idOf(ref: string): Promise<string>;
  find(ref: string): Promise<UserRow | undefined>;
  /** The fields given change; profile fields given replace their values. */
  update(ref: string, request: UpdateUserRequest): Promise<User>;
  /** The user goes, with every membership; their pending invitations are revoked. */
  delete(ref: string): Promise<void>;
  /**
   * docs/internals/upstream-api.md §2.4 `last_login_time`: the user signed in now. User verify is the sign-in the spec
   * shows (5.4: it asserts the application's logged-in user); a user that is gone is skipped.
   */
  recordSignIn(id: string): Promise<void>;
}

export function createUserService(deps: {
  db: Queryable;
  clock: Clock;
  organizations: OrganizationService;
  memberships: MembershipService;
}): UserService {
  const { db, clock, organizations, memberships } = deps;

  async function toUsers(rows: readonly UserRow[]): Promise<User[]> {
    const byUser = await memberships.forUsers(rows.map((row) => row.id));
    return rows.map((row) => toUser(row, byUser.get(row.id) ?? []));
  }

  async function required(ref: string): Promise<UserRow> {
    const found = await service.find(ref);
    if (found === undefined) {
      throw new ApiError('NOT_FOUND', `No user has id or external_id "${ref}".`);
    }
    return found;
  }

  const service: UserService = {
    async create(organizationId, request) {
      const membership = await memberships.prepare(organizationId, {
        ...request.membership,
        send_invitation_email: request.send_invitation_email,
      });
      const id = await atomically(db, async (tx) => {
        const userId = await insertUser(tx, clock, request);
        await writeMembership(tx, userId, membership);
        return userId;
      });
      return service.get(id);
    },

    insert: (user) => insertUser(db, clock, user),

    async list(query, organizationId) {
      if (organizationId !== undefined) await organizations.get(organizationId);
      const source =
        organizationId === undefined
          ? { sql: 'SELECT * FROM users', params: [] }
          : {
              sql: 'SELECT u.* FROM users u JOIN memberships m ON m.user_id = u.id WHERE m.organization_id = $1',
              params: [organizationId],
            };
      const page = await readPage(db, source, query);
      return {
        users: await toUsers(page.rows.map((row) => userRowSchema.parse(row))),
        next_page_token: page.next_page_token,
        prev_page_token: page.prev_page_token,
        total_size: page.total_size,
      };
    },

    async get(ref) {
      const row = await required(ref);
      const byUser = await memberships.forUsers([row.id]);
      return toUser(row, byUser.get(row.id) ?? []);
    },

    async idOf(ref) {
      return (await required(ref)).id;
    },

    async find(ref) {
      // An id wins over another user's external id that happens to be the same string.
      const { rows } = await db.query(
        `SELECT * FROM users WHERE id = $1 OR external_id = $1 ORDER BY (id = $1) DESC LIMIT 1`,
        [ref],
      );
      return rows[0] === undefined ? undefined : userRowSchema.parse(rows[0]);
    },

    async update(ref, request) {
      const current = await required(ref);
      const profile =
        request.user_profile === undefined
          ? current.user_profile
          : {
              id: newId('usp_'),
              ...profileDefaults,
              ...current.user_profile,
              ...request.user_profile,
            };
      try {
        await db.query(
          `UPDATE users SET external_id = $2, metadata = $3, user_profile = $4, update_time = $5
           WHERE id = $1`,
          [
            current.id,
            request.external_id ?? current.external_id,
            request.metadata ?? current.metadata,
            profile,
            clock.now(),
          ],
        );
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new ApiError(
            'ALREADY_EXISTS',
            `Another user has external_id "${request.external_id}".`,
          );
        }
        throw error;
      }
      return service.get(current.id);
    },

    async delete(ref) {
      const current = await required(ref);
      await atomically(db, async (tx) => {
        await revokeInvitations(tx, { userId: current.id }, clock.now());
        await tx.query('DELETE FROM users WHERE id = $1', [current.id]);
      });
    },

    async recordSignIn(id) {
      // Not an update of the user's fields, so update_time stays.
      await db.query('UPDATE users SET last_login_time = $2 WHERE id = $1', [id, clock.now()]);
    },
  };
  return service;
}

/** docs/internals/upstream-api.md §2.6: verification flags are the service's, false until it verifies. */
const profileDefaults = { email_verified: false, phone_number_verified: false };

/** docs/internals/upstream-api.md §2.4; fields without a value are left out (docs/internals/upstream-api.md §2). */
function toUser(row: UserRow, memberships: User['memberships']): User {
  return {
    id: row.id,
    email: row.email,
    external_id: row.external_id ?? undefined,
    create_time: row.create_time.toISOString(),
    update_time: row.update_time.toISOString(),
    last_login_time: row.last_login_time?.toISOString(),
    metadata: row.metadata ?? undefined,
    memberships,
    user_profile: row.user_profile ?? undefined,
  };
}

/** Writes a new user; 409 when the id, email or external id is taken. */
async function insertUser(db: Queryable, clock: Clock, user: NewUser): Promise<string> {
  const now = clock.now();
  const id = user.id ?? newId('usr_');
  const profile =
    user.user_profile === null
      ? null
      : { id: newId('usp_'), ...profileDefaults, ...user.user_profile };
  try {
    await db.query(
      `INSERT INTO users (id, email, external_id, metadata, user_profile, create_time, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $6)`,
      [id, user.email, user.external_id ?? null, user.metadata ?? null, profile, now],
    );
  } catch (error) {
    if (isUniqueViolation(error)) {
      // docs/internals/upstream-api.md §2.4: email is unique across the environment.
      throw new ApiError(
        'ALREADY_EXISTS',
        `A user with this id, email or external_id exists (${user.email}); add an existing user to an organization with POST /api/v1/memberships/organizations/{organization_id}/users/{id}.`,
      );
    }
    throw error;
  }
  return id;
}
