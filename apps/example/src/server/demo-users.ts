import { z } from 'zod';

export const demoUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.email(),
  role: z.string(),
});
export type DemoUser = z.infer<typeof demoUserSchema>;

/**
 * The people a visitor can sign in as. Their email is the identifier Plugboard's connected
 * accounts are filed under, so each one sees only the accounts they connected.
 */
export const DEMO_USERS: readonly DemoUser[] = [
  { id: 'usr_ada', name: 'Ada Lovelace', email: 'ada@acme.test', role: 'Head of Analytics' },
  { id: 'usr_grace', name: 'Grace Hopper', email: 'grace@acme.test', role: 'Platform Engineer' },
  { id: 'usr_alan', name: 'Alan Turing', email: 'alan@acme.test', role: 'Research Lead' },
];

export function findDemoUser(id: string): DemoUser | undefined {
  return DEMO_USERS.find((user) => user.id === id);
}
