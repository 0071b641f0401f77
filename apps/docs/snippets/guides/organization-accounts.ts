import { createPlugboard } from '@plugboard/server';
import { plugboardOptions } from './plugboard-options.ts';

const admins = new Set(['ada@acme.test']);

export const plugboard = createPlugboard({
  ...plugboardOptions,
  accounts: {
    // One warehouse account per organization (resolveUser's organizationId), used by every member.
    ownership: { warehouse: 'organization' },
    // Who may connect and disconnect it; everyone else runs its tools only.
    canManageOrganizationAccounts: (user) => admins.has(user.identifier),
  },
});
