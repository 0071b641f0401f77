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
import { removeAllWorkspaces, removeWorkspace } from '../connectors/workspace-store.ts';
import {
  type AuthorizationDetails,
  authorizationDetailsSchema,
  type UpdateConnectedAccountRequest,
} from '../contract/connected-account.ts';
import { ApiError } from '../errors.ts';
import { newId } from '../random-token.ts';
import type { StoreWrites } from '../store/memory-store.ts';
import { connectionFor } from './connections.ts';
import { ORGANIZATIONS, USERS } from './directory-tables.ts';
import {
  ACCOUNT_LIST_PAGE,
  ACCOUNT_SEARCH_PAGE,
  type Page,
  pageOf,
  pageQuerySchemaFor,
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

const accountRowSchema = accountSummaryRowSchema.extend({
  api_config: z.record(z.string(), z.unknown()).nullable(),
  authorization_details: authorizationDetailsSchema.nullable(),
});
export type AccountRow = z.infer<typeof accountRowSchema>;

/** The core store's tables of accounts and of their magic links' authorization requests. */
export const ACCOUNTS = 'connected_accounts';
/** Each account's selector (connector, identifier, organization, user), which names one (§4.2). */
export const ACCOUNT_KEYS = 'connected_account_keys';
export const AUTH_REQUESTS = 'auth_requests';
/** Each approved request's `auth_request_id`, to its link token. */
export const AUTH_REQUEST_IDS = 'auth_request_ids';

/** An account as the store keeps it: its row, timestamps as ISO text (the journal is JSON). */
type StoredAccount = Omit<AccountRow, 'last_used_at' | 'token_expires_at' | 'updated_at'> & {
  last_used_at: string | null;
  token_expires_at: string | null;
  updated_at: string;
};

function toStored(row: AccountRow): StoredAccount {
  return {
    ...row,
    last_used_at: row.last_used_at?.toISOString() ?? null,
    token_expires_at: row.token_expires_at?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
  };
}

function fromStored(row: StoredAccount): AccountRow {
  return {
    ...row,
    last_used_at: row.last_used_at === null ? null : new Date(row.last_used_at),
    token_expires_at: row.token_expires_at === null ? null : new Date(row.token_expires_at),
    updated_at: new Date(row.updated_at),
  };
}

/** The selector an account is unique by (docs/internals/upstream-api.md §4.2: 409 otherwise). */
export function selectorKey(key: {
  connector: string;
  identifier: string;
  organization_id?: string | null | undefined;
  user_id?: string | null | undefined;
}): string {
  return [key.connector, key.identifier, key.organization_id ?? '', key.user_id ?? ''].join(
    '\u0000',
  );
}

/** Removes account `id` with its magic links' requests and its workspace (docs/internals/upstream-api.md §3). */
function deleteAccount(store: StoreWrites, id: string): void {
  const row = store.get<StoredAccount>(ACCOUNTS, id);
  if (row === undefined) return;
  store.delete(ACCOUNT_KEYS, selectorKey(row));
  store.delete(ACCOUNTS, id);
  for (const request of [
    ...store.rows<{ link_token: string; account_id: string; auth_request_id: string | null }>(
      AUTH_REQUESTS,
    ),
  ]) {
    if (request.account_id !== id) continue;
    store.delete(AUTH_REQUESTS, request.link_token);
    if (request.auth_request_id !== null) store.delete(AUTH_REQUEST_IDS, request.auth_request_id);
  }
  removeWorkspace(store, id);
}

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
  /** The account with this id as of now, if any; no error when there is none. */
  byId(id: string): AccountRow | undefined;
  setStatus(id: string, status: ConnectedAccountStatus): Promise<void>;
  /** The account's credentials were used at `now` (a tool run). */
  recordUse(id: string, now: Date): Promise<void>;
  /** The status as stored, before the clock's reading (an ACTIVE account may have lapsed). */
  storedStatus(id: string): Promise<ConnectedAccountStatus | undefined>;
  /** The ids of the accounts stored ACTIVE whose token lifetime has passed at `now`, oldest first. */
  lapsed(now: Date): Promise<string[]>;
  /** The account's token was refreshed: ACTIVE until `tokenExpiresAt`. */
  renew(id: string, tokenExpiresAt: Date): Promise<void>;
  activate(id: string, details: AuthorizationDetails, tokenExpiresAt: Date): Promise<void>;
  clear(): Promise<void>;
}

export function createConnectedAccountService(deps: {
  store: StoreWrites;
  clock: Clock;
}): ConnectedAccountService {
  const { store, clock } = deps;

  /** The account as of the emulator clock: an ACTIVE one whose token lifetime has passed is EXPIRED. */
  function asOfNow(row: AccountRow, now: Date): AccountRow {
    const lapsed =
      row.status === 'ACTIVE' && row.token_expires_at !== null && row.token_expires_at <= now;
    return lapsed ? { ...row, status: 'EXPIRED' } : row;
  }

  /** Every stored account `keep` accepts, oldest first, as of now. */
  function select(keep: (row: StoredAccount) => boolean): AccountRow[] {
    const now = clock.now();
    const rows: AccountRow[] = [];
    for (const stored of store.rows<StoredAccount>(ACCOUNTS)) {
      if (keep(stored)) rows.push(asOfNow(fromStored(stored), now));
    }
    return rows;
  }

  function toList(page: Page<AccountRow>): ConnectedAccountList {
    return {
      connected_accounts: page.rows.map(toSummary),
      next_page_token: page.next_page_token,
      prev_page_token: page.prev_page_token,
      total_size: page.total_size,
    };
  }

  /** Stores `row` under its id; the selector index follows it. */
  function put(row: AccountRow): AccountRow {
    store.put(ACCOUNTS, row.id, toStored(row));
    return asOfNow(row, clock.now());
  }

  function stored(id: string): AccountRow | undefined {
    const found = store.get<StoredAccount>(ACCOUNTS, id);
    return found === undefined ? undefined : fromStored(found);
  }

  const service: ConnectedAccountService = {
    async list(query) {
      const filters = FILTER_COLUMNS.flatMap((column) => {
        const value = query[column];
        return value === undefined ? [] : [[column, value] as const];
      });
      return toList(
        pageOf(
          select((row) => filters.every(([column, value]) => row[column] === value)),
          query,
        ),
      );
    },

    async search(query) {
      // A plain substring, so % and _ in the text match themselves.
      const text = query.query.toLowerCase();
      const matches = (value: string) => value.toLowerCase().includes(text);
      return toList(
        pageOf(
          select(
            (row) => matches(row.identifier) || matches(row.provider) || matches(row.connector),
          ),
          query,
        ),
      );
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
      const id = account.id ?? newId('ca_');
      const key = selectorKey(account);
      if (store.get(ACCOUNT_KEYS, key) !== undefined || store.get(ACCOUNTS, id) !== undefined) {
        // docs/internals/upstream-api.md §4.2: 409 when an account with the same identifier exists.
        throw new ApiError(
          'ALREADY_EXISTS',
          `A ${account.connector} account with identifier "${account.identifier}" already exists for this owner.`,
        );
      }
      store.put(ACCOUNT_KEYS, key, id);
      return put({
        id,
        connection_id: connection.id,
        connector: account.connector,
        identifier: account.identifier,
        provider: connection.provider,
        authorization_type: CONNECTORS[account.connector].authorization_type,
        organization_id: account.organization_id ?? null,
        user_id: account.user_id ?? null,
        status: account.status,
        last_used_at: null,
        token_expires_at: account.token_expires_at ?? null,
        updated_at: now,
        api_config: account.connected_account?.api_config ?? null,
        authorization_details: account.connected_account?.authorization_details ?? null,
      });
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
      const before = stored(current.id);
      if (before === undefined) {
        throw new ApiError('NOT_FOUND', 'No connected account matches the selector.');
      }
      return put({
        ...before,
        api_config:
          api_config === undefined ? before.api_config : { ...before.api_config, ...api_config },
        authorization_details: details,
        // Credentials supplied later (docs/internals/upstream-api.md §4.2 create) make the account usable.
        status: authorization_details === undefined ? before.status : 'ACTIVE',
        token_expires_at: newToken ? null : before.token_expires_at,
        updated_at: clock.now(),
      });
    },

    async get(selector) {
      const row =
        selector.id !== undefined
          ? service.byId(selector.id)
          : await service.findByKey(completeKey(selector));
      if (row === undefined) {
        throw new ApiError('NOT_FOUND', 'No connected account matches the selector.');
      }
      return row;
    },

    byId(id) {
      const row = stored(id);
      return row === undefined ? undefined : asOfNow(row, clock.now());
    },

    async findByKey(key, idField = 'id') {
      return onlyMatch(selectByKey(key), key, idField);
    },

    async findByIdentifier(identifier, narrowing) {
      const { organization_id, user_id } = narrowing;
      return select(
        (row) =>
          row.identifier === identifier &&
          (organization_id === undefined || row.organization_id === organization_id) &&
          (user_id === undefined || row.user_id === user_id),
      );
    },

    async delete(selector) {
      const row = await service.get(selector);
      deleteAccount(store, row.id);
    },

    async setStatus(id, status) {
      const row = stored(id);
      if (row !== undefined) put({ ...row, status, updated_at: clock.now() });
    },

    async activate(id, details, tokenExpiresAt) {
      const row = stored(id);
      if (row === undefined) return;
      put({
        ...row,
        status: 'ACTIVE',
        authorization_details: details,
        token_expires_at: tokenExpiresAt,
        updated_at: clock.now(),
      });
    },

    async recordUse(id, now) {
      const row = stored(id);
      if (row !== undefined) store.put(ACCOUNTS, id, toStored({ ...row, last_used_at: now }));
    },

    async storedStatus(id) {
      return store.get<StoredAccount>(ACCOUNTS, id)?.status;
    },

    async lapsed(now) {
      return select(
        (row) =>
          row.status === 'ACTIVE' &&
          row.token_expires_at !== null &&
          new Date(row.token_expires_at) <= now,
      ).map((row) => row.id);
    },

    async renew(id, tokenExpiresAt) {
      const row = stored(id);
      if (row === undefined) return;
      put({ ...row, status: 'ACTIVE', token_expires_at: tokenExpiresAt, updated_at: clock.now() });
    },

    async clear() {
      for (const table of [ACCOUNTS, ACCOUNT_KEYS, AUTH_REQUESTS, AUTH_REQUEST_IDS]) {
        store.drop(table);
      }
      removeAllWorkspaces(store);
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
    const found = {
      organization:
        organization_id !== undefined && store.get(ORGANIZATIONS, organization_id) !== undefined,
      user: user_id !== undefined && store.get(USERS, user_id) !== undefined,
    };
    if (organization_id !== undefined && !found.organization) {
      throw new ApiError(
        'INVALID_ARGUMENT',
        `organization_id "${organization_id}" names no organization; create it first (POST /api/v1/organizations) or leave organization_id out.`,
      );
    }
    if (user_id !== undefined && !found.user) {
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

  function selectByKey(key: AccountKey): AccountRow[] {
    // docs/internals/upstream-api.md §4.4: organization_id and user_id narrow the match; one left out
    // matches any owner, including none. Both given name at most one account, by its index.
    const { connector, identifier, organization_id, user_id } = key;
    if (organization_id !== undefined && user_id !== undefined) {
      const id = store.get<string>(ACCOUNT_KEYS, selectorKey(key));
      const row = id === undefined ? undefined : service.byId(id);
      return row === undefined ? [] : [row];
    }
    return select(
      (row) =>
        row.connector === connector &&
        row.identifier === identifier &&
        (organization_id === undefined || row.organization_id === organization_id) &&
        (user_id === undefined || row.user_id === user_id),
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
