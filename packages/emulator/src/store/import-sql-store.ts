import { collectionTable, WORKSPACES } from '../connectors/workspace-store.ts';
import { ACCESS_TOKENS } from '../services/access-tokens.ts';
import {
  ACCOUNT_KEYS,
  ACCOUNTS,
  AUTH_REQUEST_IDS,
  AUTH_REQUESTS,
  selectorKey,
} from '../services/connected-accounts.ts';
import {
  ENVIRONMENT_SETTINGS,
  MCP_CONFIGS,
  MEMBERSHIP_ROLES,
  MEMBERSHIPS,
  type MembershipRoleRow,
  membershipKey,
  membershipRoleKey,
  ORGANIZATION_CONNECTIONS,
  ORGANIZATION_EXTERNAL_IDS,
  ORGANIZATIONS,
  PERMISSION_NAMES,
  PERMISSIONS,
  PORTAL_LINKS,
  PORTAL_SESSIONS,
  REVOKED_INVITATIONS,
  ROLE_PERMISSIONS,
  ROLES,
  type RolePermissionRow,
  rolePermissionKey,
  USER_EMAILS,
  USER_EXTERNAL_IDS,
  USERS,
} from '../services/directory-tables.ts';
import { SINGLETON } from '../services/environment-settings.ts';
import { inStoreTransaction, type StoreWrites } from './memory-store.ts';

/** A row as PGlite answers it. */
type SqlRow = Record<string, unknown>;

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));
const millis = (value: unknown) => (value instanceof Date ? value.getTime() : null);

/**
 * Brings the tables of a data folder written by an emulator that kept its core data in PGlite
 * (before the core store) into `store`, in one transaction: the folder's Postgres cluster is
 * opened once, brought up to its last migration, read, and left as it was. PGlite is loaded only
 * here, so an emulator that never meets such a folder never loads it.
 */
export async function importSqlStore(dataDir: string, store: StoreWrites): Promise<void> {
  const [{ PGlite }, { LEAN_SETTINGS }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('../db/lean-settings.ts'),
    import('../db/migrate.ts'),
  ]);
  const pg = await PGlite.create({ dataDir, postgresqlconf: [...LEAN_SETTINGS] });
  try {
    await migrate(pg);
    const read = async (sql: string) => (await pg.query<SqlRow>(sql)).rows;
    const tables = {
      organizations: await read('SELECT * FROM organizations ORDER BY position'),
      connections: await read('SELECT * FROM organization_connections ORDER BY position'),
      users: await read('SELECT * FROM users ORDER BY position'),
      permissions: await read('SELECT * FROM permissions ORDER BY create_time, id'),
      roles: await read('SELECT * FROM roles ORDER BY position'),
      grants: await read('SELECT * FROM role_permissions'),
      memberships: await read('SELECT * FROM memberships ORDER BY position'),
      membershipRoles: await read('SELECT * FROM membership_roles ORDER BY position'),
      portalLinks: await read('SELECT * FROM portal_links'),
      revoked: await read('SELECT * FROM revoked_invitations'),
      settings: await read('SELECT * FROM environment_settings'),
      mcpConfigs: await read('SELECT * FROM mcp_configs ORDER BY position'),
      tokens: await read('SELECT * FROM access_tokens'),
      accounts: await read('SELECT * FROM connected_accounts ORDER BY position'),
      authRequests: await read('SELECT * FROM auth_requests'),
      workspaces: await read('SELECT * FROM connector_workspaces'),
      records: await read(
        'SELECT account_id, collection, id, doc::text AS doc FROM connector_records ORDER BY position',
      ),
    };
    await inStoreTransaction(store, async (tx) => write(tx, tables));
  } finally {
    await pg.close();
  }
}

function write(tx: StoreWrites, t: Record<string, SqlRow[]>): void {
  const rows = (name: string) => t[name] ?? [];
  for (const row of rows('organizations')) {
    tx.put(ORGANIZATIONS, String(row.id), {
      id: row.id,
      display_name: row.display_name,
      external_id: row.external_id,
      metadata: row.metadata,
      region_code: row.region_code,
      features: row.features,
      create_time: iso(row.create_time),
      update_time: iso(row.update_time),
    });
    if (row.external_id !== null)
      tx.put(ORGANIZATION_EXTERNAL_IDS, String(row.external_id), row.id);
  }
  for (const { position: _, ...row } of rows('connections')) {
    tx.put(ORGANIZATION_CONNECTIONS, String(row.id), row);
  }
  for (const row of rows('users')) {
    tx.put(USERS, String(row.id), {
      id: row.id,
      email: row.email,
      external_id: row.external_id,
      metadata: row.metadata,
      user_profile: row.user_profile,
      create_time: iso(row.create_time),
      update_time: iso(row.update_time),
      last_login_time: iso(row.last_login_time),
    });
    tx.put(USER_EMAILS, String(row.email).toLowerCase(), row.id);
    if (row.external_id !== null) tx.put(USER_EXTERNAL_IDS, String(row.external_id), row.id);
  }
  for (const row of rows('permissions')) {
    tx.put(PERMISSIONS, String(row.id), { ...row, create_time: iso(row.create_time) });
    tx.put(PERMISSION_NAMES, String(row.name), row.id);
  }
  for (const { position: _, ...row } of rows('roles')) {
    tx.put(ROLES, String(row.id), { ...row, create_time: iso(row.create_time) });
  }
  for (const row of rows('grants')) {
    tx.put(ROLE_PERMISSIONS, rolePermissionKey(row as unknown as RolePermissionRow), row);
  }
  for (const { position: _, ...row } of rows('memberships')) {
    tx.put(MEMBERSHIPS, membershipKey(String(row.organization_id), String(row.user_id)), {
      ...row,
      join_time: iso(row.join_time),
      invite_created_at: iso(row.invite_created_at),
      invite_expires_at: iso(row.invite_expires_at),
      accepted_at: iso(row.accepted_at),
      resent_at: iso(row.resent_at),
    });
  }
  for (const { position: _, ...row } of rows('membershipRoles')) {
    tx.put(MEMBERSHIP_ROLES, membershipRoleKey(row as unknown as MembershipRoleRow), row);
  }
  for (const row of rows('portalLinks')) {
    tx.put(PORTAL_LINKS, String(row.token), {
      ...row,
      expire_time: millis(row.expire_time),
      accessed_at: millis(row.accessed_at),
      session_expires_at: millis(row.session_expires_at),
    });
    if (row.session_token !== null) tx.put(PORTAL_SESSIONS, String(row.session_token), row.token);
  }
  for (const row of rows('revoked')) {
    tx.put(REVOKED_INVITATIONS, membershipKey(String(row.organization_id), String(row.user_id)), {
      ...row,
      created_at: iso(row.created_at),
      expires_at: iso(row.expires_at),
      resent_at: iso(row.resent_at),
      revoked_at: iso(row.revoked_at),
    });
  }
  for (const row of rows('settings')) {
    tx.put(ENVIRONMENT_SETTINGS, SINGLETON, {
      full_stack_authentication: row.full_stack_authentication,
      invitation_expiry_seconds: row.invitation_expiry_seconds,
    });
  }
  for (const { position: _, ...row } of rows('mcpConfigs')) {
    tx.put(MCP_CONFIGS, String(row.id), {
      ...row,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    });
  }
  for (const row of rows('tokens')) {
    tx.put(ACCESS_TOKENS, String(row.token), {
      client_id: row.client_id,
      expires_at: millis(row.expires_at),
    });
  }
  for (const { position: _, created_at: __, ...row } of rows('accounts')) {
    tx.put(ACCOUNTS, String(row.id), {
      ...row,
      last_used_at: iso(row.last_used_at),
      token_expires_at: iso(row.token_expires_at),
      updated_at: iso(row.updated_at),
    });
    tx.put(ACCOUNT_KEYS, selectorKey(row as Parameters<typeof selectorKey>[0]), row.id);
  }
  for (const row of rows('authRequests')) {
    tx.put(AUTH_REQUESTS, String(row.link_token), {
      ...row,
      expires_at: iso(row.expires_at),
      created_at: iso(row.created_at),
    });
    if (row.auth_request_id !== null) {
      tx.put(AUTH_REQUEST_IDS, String(row.auth_request_id), row.link_token);
    }
  }
  for (const row of rows('workspaces')) {
    tx.put(WORKSPACES, String(row.account_id), {
      connector: row.connector,
      created_at: iso(row.created_at),
    });
  }
  for (const row of rows('records')) {
    tx.put(
      collectionTable(String(row.account_id), String(row.collection)),
      String(row.id),
      row.doc,
    );
  }
}
