import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/queryable.ts';
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

/** The directory's services over one database, or over one transaction in progress. */
export function createDirectory(deps: { db: Queryable; clock: Clock }): Directory {
  const { db, clock } = deps;
  const settings = createEnvironmentSettingsService({ db });
  const organizations = createOrganizationService({ db, clock });
  const roles = createRoleService({ db, clock, organizations });
  const memberships = createMembershipService({ db, clock, organizations, roles, settings });
  const users = createUserService({ db, clock, organizations, memberships });
  return {
    settings,
    organizations,
    roles,
    memberships,
    users,
    invites: createInviteService({ db, clock, users, memberships }),
    connections: createConnectionService({ db }),
  };
}
