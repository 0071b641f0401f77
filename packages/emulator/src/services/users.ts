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
import { ApiError } from '../errors.ts';
import { newId } from '../random-token.ts';
import { inStoreTransaction, type StoreWrites } from '../store/memory-store.ts';
import {
  MEMBERSHIPS,
  membershipKey,
  removeUser,
  USER_EMAILS,
  USER_EXTERNAL_IDS,
  USERS,
} from './directory-tables.ts';
import { type MembershipService, writeMembership } from './memberships.ts';
import type { OrganizationService } from './organizations.ts';
import { type PageQuery, pageOf } from './pagination.ts';
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
  store: StoreWrites;
  clock: Clock;
  organizations: OrganizationService;
  memberships: MembershipService;
}): UserService {
  const { store, clock, organizations, memberships } = deps;

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
      const id = await inStoreTransaction(store, async (tx) => {
        const userId = insertUser(tx, clock, request);
        await writeMembership(tx, userId, membership);
        return userId;
      });
      return service.get(id);
    },

    insert: async (user) => insertUser(store, clock, user),

    async list(query, organizationId) {
      if (organizationId !== undefined) await organizations.get(organizationId);
      // Users in creation order, an organization's members among them.
      const rows = [...store.rows<{ id: string }>(USERS)].filter(
        (user) =>
          organizationId === undefined ||
          store.get(MEMBERSHIPS, membershipKey(organizationId, user.id)) !== undefined,
      );
      const page = pageOf(rows, query);
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
      const id =
        store.get(USERS, ref) !== undefined ? ref : store.get<string>(USER_EXTERNAL_IDS, ref);
      const row = id === undefined ? undefined : store.get(USERS, id);
      return row === undefined ? undefined : userRowSchema.parse(row);
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
      const externalId = request.external_id ?? current.external_id;
      if (externalId !== current.external_id && externalId !== null) {
        const holder = store.get<string>(USER_EXTERNAL_IDS, externalId);
        if (holder !== undefined && holder !== current.id) {
          throw new ApiError(
            'ALREADY_EXISTS',
            `Another user has external_id "${request.external_id}".`,
          );
        }
        if (current.external_id !== null) store.delete(USER_EXTERNAL_IDS, current.external_id);
        store.put(USER_EXTERNAL_IDS, externalId, current.id);
      }
      const stored = store.get<StoredUser>(USERS, current.id) as StoredUser;
      store.put(USERS, current.id, {
        ...stored,
        external_id: externalId,
        metadata: request.metadata ?? current.metadata,
        user_profile: profile,
        update_time: clock.now().toISOString(),
      });
      return service.get(current.id);
    },

    async delete(ref) {
      const current = await required(ref);
      await inStoreTransaction(store, async (tx) => {
        revokeInvitations(tx, { userId: current.id }, clock.now());
        removeUser(tx, current.id);
      });
    },

    async recordSignIn(id) {
      // Not an update of the user's fields, so update_time stays.
      const stored = store.get<StoredUser>(USERS, id);
      if (stored !== undefined) {
        store.put(USERS, id, { ...stored, last_login_time: clock.now().toISOString() });
      }
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

/** A user as the store keeps it. */
type StoredUser = z.input<typeof userRowSchema> & {
  create_time: string;
  update_time: string;
  last_login_time: string | null;
};

/** Writes a new user; 409 when the id, email or external id is taken. */
function insertUser(store: StoreWrites, clock: Clock, user: NewUser): string {
  const now = clock.now().toISOString();
  const id = user.id ?? newId('usr_');
  const profile =
    user.user_profile === null
      ? null
      : { id: newId('usp_'), ...profileDefaults, ...user.user_profile };
  const email = user.email.toLowerCase();
  const externalId = user.external_id ?? null;
  if (
    store.get(USERS, id) !== undefined ||
    store.get(USER_EMAILS, email) !== undefined ||
    (externalId !== null && store.get(USER_EXTERNAL_IDS, externalId) !== undefined)
  ) {
    // docs/internals/upstream-api.md §2.4: email is unique across the environment.
    throw new ApiError(
      'ALREADY_EXISTS',
      `A user with this id, email or external_id exists (${user.email}); add an existing user to an organization with POST /api/v1/memberships/organizations/{organization_id}/users/{id}.`,
    );
  }
  const stored: StoredUser = {
    id,
    email: user.email,
    external_id: externalId,
    metadata: user.metadata ?? null,
    user_profile: profile,
    create_time: now,
    update_time: now,
    last_login_time: null,
  };
  store.put(USERS, id, stored);
  store.put(USER_EMAILS, email, id);
  if (externalId !== null) store.put(USER_EXTERNAL_IDS, externalId, id);
  return id;
}
