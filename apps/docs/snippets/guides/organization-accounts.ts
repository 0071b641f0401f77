import { createPlugboardExpress } from '@plugboard/server/express';
import { plugboardOptions } from './plugboard-options.ts';

const admins = new Set(['ada@acme.test']);

export const plugboard = createPlugboardExpress({
  ...plugboardOptions,
  // One warehouse account per organization (resolveUser's organizationId), used by every member.
  accountOwnership: { warehouse: 'organization' },
  // Who may connect and disconnect it; everyone else runs its tools only.
  canManageOrganizationAccounts: (user) => admins.has(user.identifier),
});
