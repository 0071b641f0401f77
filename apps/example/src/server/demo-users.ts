import { z } from 'zod';

/** The organization every demo user belongs to; the emulator holds it as `org_acme`. */
export const DEMO_ORGANIZATION = { id: 'org_acme', name: 'Acme' } as const;

export const demoUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.email(),
  role: z.string(),
  /** Admins manage Acme's shared accounts (the warehouse): they connect and disconnect them. */
  organizationRole: z.enum(['admin', 'member']),
});
export type DemoUser = z.infer<typeof demoUserSchema>;

/**
 * The people a visitor can sign in as, all of Acme. Their email is the identifier Plugboard's
 * connected accounts are filed under, so each one sees only the accounts they connected, and
 * Acme's shared ones: Grace, the admin, connects the warehouse once for everyone.
 */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 'usr_ada',
    name: 'Ada Lovelace',
    email: 'ada@acme.test',
    role: 'Head of Analytics',
    organizationRole: 'member',
  },
  {
    id: 'usr_grace',
    name: 'Grace Hopper',
    email: 'grace@acme.test',
    role: 'Platform Engineer',
    organizationRole: 'admin',
  },
  {
    id: 'usr_alan',
    name: 'Alan Turing',
    email: 'alan@acme.test',
    role: 'Research Lead',
    organizationRole: 'member',
  },
];

export function findDemoUser(id: string): DemoUser | undefined {
  return DEMO_USERS.find((user) => user.id === id);
}
