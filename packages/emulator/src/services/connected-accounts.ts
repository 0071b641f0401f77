import {
  authorizationTypeSchema,
  CONNECTORS,
  type ConnectedAccountStatus,
  type ConnectedAccountSummary,
  type ConnectorId,
  connectedAccountStatusSchema,
  connectorIdSchema,
} from '@plugboard/schema';
import {
  type AccountSelector,
  type ConnectedAccount,
  type ConnectedAccountDetails,
  type ConnectedAccountList,
  type CreateConnectedAccountRequest,
  listConnectedAccountsQuerySchema,
} from '@plugboard/schema/upstream';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import {
  type AuthorizationDetails,
  authorizationDetailsSchema,
  type UpdateConnectedAccountRequest,
} from '../contract/connected-account.ts';
import { isUniqueViolation, type Queryable } from '../db/queryable.ts';
import { ApiError } from '../errors.ts';
import { newId } from '../random-token.ts';
import { connectionFor } from './connections.ts';
import {
  ACCOUNT_LIST_PAGE,
  ACCOUNT_SEARCH_PAGE,
  type Page,
  pageQuerySchemaFor,
  readPage,
} from './pagination.ts';

/** What lists and search read of an account: docs/internals/upstream-api.md §2.1 summary form, no credentials. */
const accountSummaryRowSchema = z.object({
  id: z.string(),
  connection_id: z.string(),
  connector: connectorIdSchema,
  identifier: z.string(),
  provider: z.string(),
  authorization_type: authorizationTypeSchema,
  organization_id: z.string().nullable(),
  user_id: z.string().nullable(),
  status: connectedAccountStatusSchema,
  last_used_at: z.coerce.date().nullable(),
  token_expires_at: z.coerce.date().nullable(),
  updated_at: z.coerce.date(),
});
type AccountSummaryRow = z.infer<typeof accountSummaryRowSchema>;

/** The columns of a summary row, and `position`, which pages are ordered by. */
const SUMMARY_COLUMNS = ['position', ...Object.keys(accountSummaryRowSchema.shape)].join(', ');

const accountRowSchema = accountSummaryRowSchema.extend({
  api_config: z.record(z.string(), z.unknown()).nullable(),
  authorization_details: authorizationDetailsSchema.nullable(),
});
export type AccountRow = z.infer<typeof accountRowSchema>;

/**
 * docs/internals/upstream-api.md §4.2 list filters, read from a query string (so `page_size` is coerced):
 * `page_size` 1 to 99 (the service validates below 100; 400 beyond), default 10.
 */
export const accountListQuerySchema = listConnectedAccountsQuerySchema.extend(
  pageQuerySchemaFor(ACCOUNT_LIST_PAGE).shape,
);
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

/**
 * docs/internals/upstream-api.md §4.2 :search: a text of at least 3 characters (section 8), and paging:
 * `page_size` 1 to 30 (400 beyond), default 10.
 */
export const accountSearchQuerySchema = pageQuerySchemaFor(ACCOUNT_SEARCH_PAGE).extend({
  query: z
    .string('query is required: text to find in identifiers, providers and connectors')
    .min(3, 'query needs at least 3 characters'),
});
export type AccountSearchQuery = z.infer<typeof accountSearchQuerySchema>;

const FILTER_COLUMNS = [
  'organization_id',
  'user_id',
  'connector',
  'provider',
  'identifier',
] as const;

/** Connector, identifier and owner: the fields the unique selector index covers. */
export interface AccountKey {
  connector: ConnectorId;
  identifier: string;
  organization_id?: string | undefined;
  user_id?: string | undefined;
}

/** An account as a seed gives it: in any status, its timestamps following from that status. */
export interface SeededAccount extends CreateConnectedAccountRequest {
  id?: string | undefined;
  status: ConnectedAccountStatus;
  token_expires_at?: Date | undefined;
}

export interface ConnectedAccountService {
  list(query: AccountListQuery): Promise<ConnectedAccountList>;
  /** docs/internals/upstream-api.md §4.2 :search, case-insensitive over identifier, provider and connector. */
  search(query: AccountSearchQuery): Promise<ConnectedAccountList>;
  create(request: CreateConnectedAccountRequest): Promise<AccountRow>;
  /** An account in the given status (seeds); 409 like create. */
  insert(account: SeededAccount): Promise<AccountRow>;
  /** docs/internals/upstream-api.md §4.2 PUT: `api_config` merges, supplied credential fields replace theirs. */
  update(request: UpdateConnectedAccountRequest): Promise<AccountRow>;
  /**
   * The account the selector names; 400 for an incomplete selector or one that matches several
   * accounts (AMBIGUOUS_ACCOUNT_SELECTOR), 404 when none matches.
   */
  get(selector: AccountSelector): Promise<AccountRow>;
  /**
   * The one account with this connector and identifier, narrowed by `organization_id` and
   * `user_id` when given; undefined when none; 400 AMBIGUOUS_ACCOUNT_SELECTOR when several match.
   * `idField` is what the caller's request calls the account id, for the message (null: it has
   * none, as the proxy's headers).
   */
  findByKey(key: AccountKey, idField?: string | null): Promise<AccountRow | undefined>;
  /** Every account with this identifier, on any connector, narrowed alike; oldest first. */
  findByIdentifier(
    identifier: string,
    narrowing: Pick<AccountKey, 'organization_id' | 'user_id'>,
  ): Promise<AccountRow[]>;
  /** docs/internals/upstream-api.md §3: the account and all its credentials are removed. */
  delete(selector: AccountSelector): Promise<void>;
  setStatus(id: string, status: ConnectedAccountStatus): Promise<void>;
  activate(id: string, details: AuthorizationDetails, tokenExpiresAt: Date): Promise<void>;
  clear(): Promise<void>;
}

export function createConnectedAccountService(deps: {
  db: Queryable;
  clock: Clock;
}): ConnectedAccountService {
  const { db, clock } = deps;

  /** Rows as of the emulator clock: an ACTIVE account whose token lifetime has passed is EXPIRED. */
  function asOfNow<Row extends AccountSummaryRow>(rows: readonly Row[]): Row[] {
    const now = clock.now();
    return rows.map((row) => {
      const lapsed =
        row.status === 'ACTIVE' && row.token_expires_at !== null && row.token_expires_at <= now;
      return lapsed ? { ...row, status: 'EXPIRED' } : row;
    });
  }

  function toRows(rows: readonly unknown[]): AccountRow[] {
    return asOfNow(rows.map((raw) => accountRowSchema.parse(raw)));
  }

  async function select(where: string, params: unknown[]): Promise<AccountRow[]> {
    const { rows } = await db.query(`SELECT * FROM connected_accounts WHERE ${where}`, params);
    return toRows(rows);
  }

  function toList(page: Page<Record<string, unknown>>): ConnectedAccountList {
    const rows = asOfNow(page.rows.map((raw) => accountSummaryRowSchema.parse(raw)));
    return {
      connected_accounts: rows.map(toSummary),
      next_page_token: page.next_page_token,
      prev_page_token: page.prev_page_token,
      total_size: page.total_size,
    };
  }

  const service: ConnectedAccountService = {
    async list(query) {
      const conditions: string[] = [];
      const params: unknown[] = [];
      for (const column of FILTER_COLUMNS) {
        const value = query[column];
        if (value === undefined) continue;
        params.push(value);
        conditions.push(`${column} = $${params.length}`);
      }
      const where = conditions.length > 0 ? conditions.join(' AND ') : 'true';
      return toList(
        await readPage(
          db,
          { sql: `SELECT ${SUMMARY_COLUMNS} FROM connected_accounts WHERE ${where}`, params },
          query,
        ),
      );
    },

    async search(query) {
      // strpos instead of LIKE, so % and _ in the text match themselves.
      const sql = `SELECT ${SUMMARY_COLUMNS} FROM connected_accounts WHERE
        strpos(lower(identifier), lower($1)) > 0 OR strpos(lower(provider), lower($1)) > 0
        OR strpos(lower(connector), lower($1)) > 0`;
      return toList(await readPage(db, { sql, params: [query.query] }, query));
    },

    create(request) {
      const details = request.connected_account?.authorization_details;
      // docs/internals/upstream-api.md §4.2: credentials "may be supplied later"; until then the account awaits auth.
      return service.insert({ ...request, status: details ? 'ACTIVE' : 'PENDING_AUTH' });
    },

    async insert(account) {
      await requireOwners(account);
      const now = clock.now();
      const connection = connectionFor(account.connector);
      try {
        const { rows } = await db.query(
          `INSERT INTO connected_accounts (id, connection_id, connector, identifier, provider,
             authorization_type, organization_id, user_id, status, api_config, authorization_details,
             token_expires_at, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
           RETURNING *`,
          [
            account.id ?? newId('ca_'),
            connection.id,
            account.connector,
            account.identifier,
            connection.provider,
            CONNECTORS[account.connector].authorization_type,
            account.organization_id ?? null,
            account.user_id ?? null,
            account.status,
            account.connected_account?.api_config ?? null,
            account.connected_account?.authorization_details ?? null,
            account.token_expires_at ?? null,
            now,
          ],
        );
        return only(toRows(rows));
      } catch (error) {
        if (isUniqueViolation(error)) {
          // docs/internals/upstream-api.md §4.2: 409 when an account with the same identifier exists.
          throw new ApiError(
            'ALREADY_EXISTS',
            `A ${account.connector} account with identifier "${account.identifier}" already exists for this owner.`,
          );
        }
        throw error;
      }
    },

    async update(request) {
      const current = await service.get(request);
      const { api_config, authorization_details } = request.connected_account;
      const details =
        authorization_details === undefined
          ? current.authorization_details
          : mergeCredentials(current.authorization_details, authorization_details);
      // A caller-supplied access token has no expiry the emulator knows of.
      const newToken =
        authorization_details !== undefined &&
        ('static_auth' in authorization_details ||
          authorization_details.oauth_token.access_token !== undefined);
      const { rows } = await db.query(
        `UPDATE connected_accounts SET api_config = $2, authorization_details = $3, status = $4,
           token_expires_at = $5, updated_at = $6
         WHERE id = $1
         RETURNING *`,
        [
          current.id,
          api_config === undefined ? current.api_config : { ...current.api_config, ...api_config },
          details,
          // Credentials supplied later (docs/internals/upstream-api.md §4.2 create) make the account usable.
          authorization_details === undefined ? current.status : 'ACTIVE',
          newToken ? null : current.token_expires_at,
          clock.now(),
        ],
      );
      return only(toRows(rows));
    },

    async get(selector) {
      const row =
        selector.id !== undefined
          ? (await select('id = $1', [selector.id]))[0]
          : await service.findByKey(completeKey(selector));
      if (row === undefined) {
        throw new ApiError('NOT_FOUND', 'No connected account matches the selector.');
      }
      return row;
    },

    async findByKey(key, idField = 'id') {
      return onlyMatch(await selectByKey(key), key, idField);
    },

    findByIdentifier(identifier, narrowing) {
      return select(
        `identifier = $1 AND ($2::text IS NULL OR organization_id = $2)
         AND ($3::text IS NULL OR user_id = $3) ORDER BY position`,
        [identifier, narrowing.organization_id ?? null, narrowing.user_id ?? null],
      );
    },

    async delete(selector) {
      const row = await service.get(selector);
      await db.query('DELETE FROM connected_accounts WHERE id = $1', [row.id]);
    },

    async setStatus(id, status) {
      await db.query('UPDATE connected_accounts SET status = $2, updated_at = $3 WHERE id = $1', [
        id,
        status,
        clock.now(),
      ]);
    },

    async activate(id, details, tokenExpiresAt) {
      await db.query(
        `UPDATE connected_accounts SET status = 'ACTIVE', authorization_details = $2,
           token_expires_at = $3, updated_at = $4 WHERE id = $1`,
        [id, details, tokenExpiresAt, clock.now()],
      );
    },

    async clear() {
      // DELETE, not TRUNCATE: several times faster in PGlite on small tables; links and
      // workspaces go by cascade.
      await db.exec('DELETE FROM connected_accounts');
    },
  };

  /**
   * An account's organization and user are the environment's (docs/internals/upstream-api.md §2.1: held "on behalf of
   * an organization or user"); naming one that does not exist is a 400, the only refusal besides
   * 409 that 4.2 lists for create and magic link.
   */
  async function requireOwners(owners: { organization_id?: string; user_id?: string }) {
    const { organization_id, user_id } = owners;
    if (organization_id === undefined && user_id === undefined) return;
    const { rows } = await db.query<{ organization: boolean; user: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM organizations WHERE id = $1) AS organization,
         EXISTS (SELECT 1 FROM users WHERE id = $2) AS user`,
      [organization_id ?? null, user_id ?? null],
    );
    const [found] = rows;
    if (organization_id !== undefined && found?.organization !== true) {
      throw new ApiError(
        'INVALID_ARGUMENT',
        `organization_id "${organization_id}" names no organization; create it first (POST /api/v1/organizations) or leave organization_id out.`,
      );
    }
    if (user_id !== undefined && found?.user !== true) {
      throw new ApiError(
        'INVALID_ARGUMENT',
        `user_id "${user_id}" names no user; pass the id of an existing user, or leave user_id out.`,
      );
    }
  }

  /** connector and identifier, which a selector without an id must give (400 otherwise). */
  function completeKey(selector: AccountSelector): AccountKey {
    const { connector, identifier } = selector;
    if (connector === undefined || identifier === undefined) {
      throw new ApiError(
        'INVALID_ARGUMENT',
        'Name the account by id, or by connector and identifier (narrowed by organization_id and user_id).',
      );
    }
    return { ...selector, connector, identifier };
  }

  function selectByKey(key: AccountKey): Promise<AccountRow[]> {
    // docs/internals/upstream-api.md §4.4: organization_id and user_id narrow the match; one left out
    // matches any owner, including none.
    return select(
      `connector = $1 AND identifier = $2
       AND ($3::text IS NULL OR organization_id = $3) AND ($4::text IS NULL OR user_id = $4)
       ORDER BY position`,
      [key.connector, key.identifier, key.organization_id ?? null, key.user_id ?? null],
    );
  }

  return service;
}

/**
 * The account a key names, if any. Several matches are the caller's to tell apart: a 400 naming
 * the owner fields whose values differ among them, and the id.
 */
function onlyMatch(
  rows: readonly AccountRow[],
  key: AccountKey,
  idField: string | null,
): AccountRow | undefined {
  if (rows.length <= 1) return rows[0];
  const narrowing = (['organization_id', 'user_id'] as const).filter(
    (field) => key[field] === undefined && new Set(rows.map((row) => row[field])).size > 1,
  );
  const given = (['organization_id', 'user_id'] as const)
    .filter((field) => key[field] !== undefined)
    .map((field) => ` and ${field} "${key[field]}"`)
    .join('');
  throw new ApiError(
    'INVALID_ARGUMENT',
    `${rows.length} ${key.connector} accounts have identifier "${key.identifier}"${given}; narrow the selector with ${[...narrowing, ...(idField === null ? [] : [idField])].join(' or ')} to name one.`,
    'AMBIGUOUS_ACCOUNT_SELECTOR',
  );
}

/** The one row a write returned; none when the account went meanwhile. */
function only(rows: readonly AccountRow[]): AccountRow {
  const [row] = rows;
  if (row === undefined)
    throw new ApiError('NOT_FOUND', 'No connected account matches the selector.');
  return row;
}

/**
 * docs/internals/upstream-api.md §4.2 PUT: "only supplied credential fields change". Token fields merge into a stored
 * token and static details into stored details; a different kind of credential replaces the old.
 */
function mergeCredentials(
  current: AuthorizationDetails | null,
  supplied: AuthorizationDetails,
): AuthorizationDetails {
  if ('oauth_token' in supplied) {
    const stored = current !== null && 'oauth_token' in current ? current.oauth_token : {};
    return { oauth_token: { ...stored, ...supplied.oauth_token } };
  }
  const stored = current !== null && 'static_auth' in current ? current.static_auth.details : {};
  return { static_auth: { details: { ...stored, ...supplied.static_auth.details } } };
}

/** docs/internals/upstream-api.md §2.1 summary form; fields without a value are left out (docs/internals/upstream-api.md §2). */
export function toSummary(row: AccountSummaryRow): ConnectedAccountSummary {
  return {
    id: row.id,
    connection_id: row.connection_id,
    connector: row.connector,
    identifier: row.identifier,
    provider: row.provider,
    authorization_type: row.authorization_type,
    status: row.status,
    organization_id: row.organization_id ?? undefined,
    user_id: row.user_id ?? undefined,
    last_used_at: row.last_used_at?.toISOString(),
    token_expires_at: row.token_expires_at?.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** docs/internals/upstream-api.md §2.1 full form: the summary plus `api_config` and `authorization_details`. */
export function toFullForm(row: AccountRow): ConnectedAccount {
  return {
    ...toSummary(row),
    api_config: row.api_config ?? undefined,
    authorization_details: row.authorization_details ?? undefined,
  };
}

/**
 * An account's metadata without its credentials, as GET /api/v1/connected_accounts/details
 * answers it: the summary form and `api_config`.
 */
export function toDetails(row: AccountRow): ConnectedAccountDetails {
  return { ...toSummary(row), api_config: row.api_config ?? undefined };
}
