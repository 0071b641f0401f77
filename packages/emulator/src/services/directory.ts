import type { Clock } from '../clock.ts';
import type { StoreWrites } from '../store/memory-store.ts';
import { type ConnectionService, createConnectionService } from './connections.ts';
import {
  createEnvironmentSettingsService,
  type EnvironmentSettingsService,
} from './environment-settings.ts';
import { createInviteService, type InviteService } from './invites.ts';
import { createMembershipService, type MembershipService } from './memberships.ts';
import { createOrganizationService, type OrganizationService } from './organizations.ts';
import { createRoleService, type RoleService } from './roles.ts';
import { createUserService, type UserService } from './users.ts';

/** The identity side of the environment: organizations and everything that hangs off them. */
export interface Directory {
  settings: EnvironmentSettingsService;
  organizations: OrganizationService;
  roles: RoleService;
  memberships: MembershipService;
  users: UserService;
  invites: InviteService;
  connections: ConnectionService;
}

/** The directory's services over the store, or over one transaction of it in progress. */
export function createDirectory(deps: { store: StoreWrites; clock: Clock }): Directory {
  const { store, clock } = deps;
  const settings = createEnvironmentSettingsService({ store });
  const organizations = createOrganizationService({ store, clock });
  const roles = createRoleService({ store, clock, organizations });
  const memberships = createMembershipService({ store, clock, organizations, roles, settings });
  const users = createUserService({ store, clock, organizations, memberships });
  return {
    settings,
    organizations,
    roles,
    memberships,
    users,
    invites: createInviteService({ store, clock, users, memberships }),
    connections: createConnectionService({ store }),
  };
}
