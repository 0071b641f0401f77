import { z } from 'zod';
import type { Queryable } from '../db/queryable.ts';

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

const choiceRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
});

const toChoice = (row: z.infer<typeof choiceRowSchema>): SignInChoice => ({
  userId: row.id,
  email: row.email,
  name: row.name ?? undefined,
  organizationId: row.organization_id ?? undefined,
  organizationName: row.organization_name ?? undefined,
});

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

export function createSignInDirectory(db: Queryable): SignInDirectory {
  const query = async (where: string, params: unknown[]) => {
    const { rows } = await db.query(
      `SELECT u.id, u.email, u.user_profile->>'name' AS name,
              o.id AS organization_id, o.display_name AS organization_name
       FROM users u
       LEFT JOIN memberships m ON m.user_id = u.id AND m.membership_status = 'ACTIVE'
       LEFT JOIN organizations o ON o.id = m.organization_id
       ${where}
       ORDER BY u.create_time, u.id, m.position`,
      params,
    );
    return rows.map((row) => toChoice(choiceRowSchema.parse(row)));
  };
  return {
    choices: () => query('', []),
    choicesOf: (ref) => query('WHERE u.id = $1 OR lower(u.email) = lower($1)', [ref]),
  };
}
