/**
 * The emulator's tables, as numbered migrations: a data folder made by an older emulator is brought
 * up to date at start-up. Plain Postgres, so the same SQL runs on a shared Postgres server.
 * Timestamps come from the emulator clock as parameters, never from `now()`.
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
  -- core-api.md 4.2: one account per connector + identifier (+ organization, user); 409 otherwise.
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
];
