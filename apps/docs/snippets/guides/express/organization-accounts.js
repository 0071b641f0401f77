import { createPlugboard } from '@plugboard/server';
import { signedInEmail } from './session.js';

/** Your users' organizations and who administers them: from your own database in a real app. */
const ORGANIZATIONS = new Map([['ada@acme.test', { id: 'acme', name: 'Acme' }]]);
const ADMINS = new Set(['ada@acme.test']);

export const plugboard = createPlugboard({
  /** @param {import('express').Request} req */
  resolveUser: (req) => {
    const email = signedInEmail(req.headers.cookie);
    if (!email) return null;
    const organization = ORGANIZATIONS.get(email);
    return {
      identifier: email,
      // Never from the request: from your own records of the signed-in user.
      organizationId: organization?.id,
      organizationName: organization?.name,
    };
  },
  accounts: {
    // One warehouse account per organization, used by every member.
    ownership: { warehouse: 'organization' },
    // Who may connect and disconnect it; everyone else can only run its tools.
    canManageOrganizationAccounts: (user) => ADMINS.has(user.identifier),
  },
});
