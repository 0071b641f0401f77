import { MEMBERSHIPS, ORGANIZATIONS, USERS } from '../services/directory-tables.ts';
import type { StoreWrites } from '../store/memory-store.ts';

/**
 * One way to sign in: a user, as a member of one organization or (for a user with no active
 * membership) of none. The page shows one button per choice.
 */
export interface SignInChoice {
  userId: string;
  email: string;
  name: string | undefined;
  organizationId: string | undefined;
  organizationName: string | undefined;
}

/**
 * The environment's users as the sign-in page offers them: the core API's users and their active
 * memberships, read from the emulator's own tables, so a user seeded or created through the API
 * can sign in at once.
 */
export interface SignInDirectory {
  /** Every choice, users in creation order, a user's organizations in joining order. */
  choices(): Promise<SignInChoice[]>;
  /** The choices of the user whose id or email is `ref`; empty when there is none. */
  choicesOf(ref: string): Promise<SignInChoice[]>;
}

interface StoredUser {
  id: string;
  email: string;
  user_profile: { name?: unknown } | null;
  create_time: string;
}

export function createSignInDirectory(store: StoreWrites): SignInDirectory {
  // Users by creation time then id, a user's active memberships in the order they were made.
  const choicesFor = (users: StoredUser[]): SignInChoice[] => {
    const sorted = users.sort((a, b) =>
      a.create_time !== b.create_time
        ? Date.parse(a.create_time) - Date.parse(b.create_time)
        : a.id < b.id
          ? -1
          : a.id > b.id
            ? 1
            : 0,
    );
    const active = [
      ...store.rows<{ organization_id: string; user_id: string; membership_status: string }>(
        MEMBERSHIPS,
      ),
    ].filter((membership) => membership.membership_status === 'ACTIVE');
    return sorted.flatMap((user): SignInChoice[] => {
      const name = typeof user.user_profile?.name === 'string' ? user.user_profile.name : undefined;
      const joined = active.filter((membership) => membership.user_id === user.id);
      if (joined.length === 0) {
        return [
          {
            userId: user.id,
            email: user.email,
            name,
            organizationId: undefined,
            organizationName: undefined,
          },
        ];
      }
      return joined.map((membership) => ({
        userId: user.id,
        email: user.email,
        name,
        organizationId: membership.organization_id,
        organizationName: store.get<{ display_name: string }>(
          ORGANIZATIONS,
          membership.organization_id,
        )?.display_name,
      }));
    });
  };
  return {
    choices: async () => choicesFor([...store.rows<StoredUser>(USERS)]),
    choicesOf: async (ref) =>
      choicesFor(
        [...store.rows<StoredUser>(USERS)].filter(
          (user) => user.id === ref || user.email.toLowerCase() === ref.toLowerCase(),
        ),
      ),
  };
}
