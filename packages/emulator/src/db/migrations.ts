/**
 * The tables the emulator kept its core data in before the core store (store/), as numbered
 * migrations: a data folder an earlier emulator wrote is brought up to its last one, then read
 * into the store once (store/import-sql-store.ts).
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE access_tokens (
    token text PRIMARY KEY,
    client_id text NOT NULL,
    expires_at timestamptz NOT NULL
  );

  CREATE TABLE connected_accounts (
    id text PRIMARY KEY,
    -- Creation order for stable pages; timestamps can tie within a millisecond.
    position bigint GENERATED ALWAYS AS IDENTITY,
    connection_id text NOT NULL,
    connector text NOT NULL,
    identifier text NOT NULL,
    provider text NOT NULL,
    authorization_type text NOT NULL,
    organization_id text,
    user_id text,
    status text NOT NULL,
    api_config jsonb,
    authorization_details jsonb,
    last_used_at timestamptz,
    token_expires_at timestamptz,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  );
  -- docs/internals/upstream-api.md §4.2: one account per connector + identifier (+ organization, user); 409 otherwise.
  CREATE UNIQUE INDEX connected_accounts_selector
    ON connected_accounts (connector, identifier, coalesce(organization_id, ''), coalesce(user_id, ''));

  CREATE TABLE auth_requests (
    link_token text PRIMARY KEY,
    auth_request_id text UNIQUE,
    account_id text NOT NULL REFERENCES connected_accounts (id) ON DELETE CASCADE,
    identifier text NOT NULL,
    user_verify_url text NOT NULL,
    state text,
    status text NOT NULL,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL
  );
  `,
  `
  -- One simulated third-party workspace per connected account (issue 4), created and seeded by
  -- the account's first tool run; it goes with the account (docs/internals/upstream-api.md §3: credentials revoked).
  CREATE TABLE connector_workspaces (
    account_id text PRIMARY KEY REFERENCES connected_accounts (id) ON DELETE CASCADE,
    connector text NOT NULL,
    created_at timestamptz NOT NULL
  );

  -- The workspace's documents (pages, blocks, records, tasks…) as JSON, by collection; json
  -- rather than jsonb keeps their keys in the order the service answers with.
  CREATE TABLE connector_records (
    account_id text NOT NULL REFERENCES connector_workspaces (account_id) ON DELETE CASCADE,
    collection text NOT NULL,
    id text NOT NULL,
    -- Insertion order: the order lists answer in when no sort is asked for.
    position bigint GENERATED ALWAYS AS IDENTITY,
    doc json NOT NULL,
    PRIMARY KEY (account_id, collection, id)
  );
  `,
  `
  -- Organizations, users, memberships, roles, invitations and admin-portal links (issue 3).
  -- The environment's own settings: one row, made by the baseline seed.
  CREATE TABLE environment_settings (
    singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    full_stack_authentication boolean NOT NULL,
    invitation_expiry_seconds integer
  );

  CREATE TABLE organizations (
    id text PRIMARY KEY,
    position bigint GENERATED ALWAYS AS IDENTITY,
    display_name text NOT NULL,
    external_id text,
    metadata jsonb,
    region_code text NOT NULL,
    features jsonb NOT NULL,
    create_time timestamptz NOT NULL,
    update_time timestamptz NOT NULL
  );

  -- docs/internals/upstream-api.md §2.2: an organization's own authentication connections (SSO and the like).
  CREATE TABLE organization_connections (
    id text PRIMARY KEY,
    position bigint GENERATED ALWAYS AS IDENTITY,
    organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    key_id text,
    domains jsonb NOT NULL,
    enabled boolean NOT NULL,
    provider text NOT NULL,
    provider_key text,
    status text NOT NULL,
    type text NOT NULL
  );

  CREATE TABLE users (
    id text PRIMARY KEY,
    position bigint GENERATED ALWAYS AS IDENTITY,
    email text NOT NULL,
    external_id text,
    metadata jsonb,
    user_profile jsonb,
    create_time timestamptz NOT NULL,
    update_time timestamptz NOT NULL,
    last_login_time timestamptz
  );
  -- docs/internals/upstream-api.md §2.4: email is unique across the environment; an external id names one user.
  CREATE UNIQUE INDEX users_email ON users (lower(email));
  CREATE UNIQUE INDEX users_external_id ON users (external_id);

  CREATE TABLE permissions (
    id text PRIMARY KEY,
    name text NOT NULL UNIQUE,
    create_time timestamptz NOT NULL
  );

  -- Environment roles have no organization; organization roles belong to one.
  CREATE TABLE roles (
    id text PRIMARY KEY,
    position bigint GENERATED ALWAYS AS IDENTITY,
    organization_id text REFERENCES organizations (id) ON DELETE CASCADE,
    name text NOT NULL,
    display_name text,
    description text,
    extends_role_id text REFERENCES roles (id),
    default_creator boolean NOT NULL,
    default_member boolean NOT NULL,
    create_time timestamptz NOT NULL
  );
  CREATE UNIQUE INDEX roles_name ON roles (coalesce(organization_id, ''), name);
  CREATE INDEX roles_extends ON roles (extends_role_id);

  CREATE TABLE role_permissions (
    role_id text NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
    permission_id text NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
    PRIMARY KEY (role_id, permission_id)
  );

  -- docs/internals/upstream-api.md §2.5 with the invitation of 2.9 (an invitation is a membership awaiting its user).
  CREATE TABLE memberships (
    organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    position bigint GENERATED ALWAYS AS IDENTITY,
    membership_status text NOT NULL,
    provisioning_method text NOT NULL,
    join_time timestamptz,
    metadata jsonb,
    inviter_email text,
    invite_created_at timestamptz,
    invite_expires_at timestamptz,
    accepted_at timestamptz,
    resent_at timestamptz,
    resent_count integer NOT NULL DEFAULT 0,
    PRIMARY KEY (organization_id, user_id)
  );
  CREATE INDEX memberships_user ON memberships (user_id);

  CREATE TABLE membership_roles (
    organization_id text NOT NULL,
    user_id text NOT NULL,
    role_id text NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
    position bigint GENERATED ALWAYS AS IDENTITY,
    PRIMARY KEY (organization_id, user_id, role_id),
    FOREIGN KEY (organization_id, user_id)
      REFERENCES memberships (organization_id, user_id) ON DELETE CASCADE
  );

  -- docs/internals/upstream-api.md §3: a single-use link valid 1 minute whose first access opens a 6-hour session.
  CREATE TABLE portal_links (
    id text PRIMARY KEY,
    token text NOT NULL UNIQUE,
    organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    expire_time timestamptz NOT NULL,
    accessed_at timestamptz,
    session_token text UNIQUE,
    session_expires_at timestamptz
  );
  `,
  `
  -- Lists answer pages in creation order (docs/internals/upstream-api.md §4.2, §4.7): with these a page is read from
  -- the index instead of sorting every row (bench/emulator-latency.bench.ts).
  CREATE INDEX organizations_position ON organizations (position);
  CREATE INDEX users_position ON users (position);
  CREATE INDEX connected_accounts_position ON connected_accounts (position);
  -- docs/internals/upstream-api.md §4.2: the list filters by owner.
  CREATE INDEX connected_accounts_organization ON connected_accounts (organization_id);
  CREATE INDEX connected_accounts_user ON connected_accounts (user_id);

  -- An organization's external id is the caller's own identifier for it (docs/internals/upstream-api.md §2.3), so it
  -- names one organization, as a user's does (docs/internals/emulator.md §"Beyond the spec"). Organizations made
  -- before this rule keep the oldest holder's.
  UPDATE organizations AS later SET external_id = NULL
  WHERE EXISTS (
    SELECT 1 FROM organizations AS earlier
    WHERE earlier.external_id = later.external_id AND earlier.position < later.position
  );
  CREATE UNIQUE INDEX organizations_external_id ON organizations (external_id);

  -- docs/internals/upstream-api.md §2.9: an invitation removed before it was accepted (its membership or its user
  -- deleted) is revoked; the membership goes, the invitation stays, to answer as revoked.
  CREATE TABLE revoked_invitations (
    organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    user_id text NOT NULL,
    inviter_email text,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    resent_at timestamptz,
    resent_count integer NOT NULL,
    revoked_at timestamptz NOT NULL,
    PRIMARY KEY (organization_id, user_id)
  );
  `,
  `
  -- Virtual MCP servers (docs/internals/upstream-api.md §"Virtual MCP servers"): a configuration names
  -- connections and the tools of each; its MCP server lives at a static URL ending in server_id.
  CREATE TABLE mcp_configs (
    id text PRIMARY KEY,
    position bigint GENERATED ALWAYS AS IDENTITY,
    server_id uuid NOT NULL UNIQUE,
    name text NOT NULL,
    description text NOT NULL,
    -- [{connection_name, tools}] in the order given; empty tools: every tool of the connection.
    mappings jsonb NOT NULL,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  );
  CREATE UNIQUE INDEX mcp_configs_name ON mcp_configs (lower(name));
  CREATE INDEX mcp_configs_position ON mcp_configs (position);
  `,
];
