import {
  type AccountSelector,
  type AuthorizationDetails,
  authorizationDetailsSchema,
  authorizationTypeSchema,
  CONNECTORS,
  type ConnectedAccount,
  type ConnectedAccountList,
  type ConnectedAccountStatus,
  type ConnectedAccountSummary,
  type ConnectorId,
  type CreateConnectedAccountRequest,
  connectedAccountStatusSchema,
  connectorIdSchema,
} from '@plugboard/schema';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/open-database.ts';
import { ApiError } from '../errors.ts';
import { newId } from '../random-token.ts';
import { connectionFor } from './connections.ts';
import { decodePageToken, encodePageToken } from './page-token.ts';

const accountRowSchema = z.object({
  id: z.string(),
  connection_id: z.string(),
  connector: connectorIdSchema,
  identifier: z.string(),
  provider: z.string(),
  authorization_type: authorizationTypeSchema,
  organization_id: z.string().nullable(),
  user_id: z.string().nullable(),
  status: connectedAccountStatusSchema,
  api_config: z.record(z.string(), z.unknown()).nullable(),
  authorization_details: authorizationDetailsSchema.nullable(),
  last_used_at: z.date().nullable(),
  token_expires_at: z.date().nullable(),
  updated_at: z.date(),
});
export type AccountRow = z.infer<typeof accountRowSchema>;

/** core-api.md 4.2 list filters; page size bounds are the hosted service's (1 to 100, default 50). */
export const listConnectedAccountsQuerySchema = z.object({
  organization_id: z.string().min(1).optional(),
  user_id: z.string().min(1).optional(),
  connector: connectorIdSchema.optional(),
  provider: z.string().min(1).optional(),
  identifier: z.string().min(1).optional(),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
  page_token: z.string().optional(),
});
export type ListConnectedAccountsQuery = z.infer<typeof listConnectedAccountsQuerySchema>;

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

export interface ConnectedAccountService {
  list(query: ListConnectedAccountsQuery): Promise<ConnectedAccountList>;
  create(request: CreateConnectedAccountRequest): Promise<AccountRow>;
  /** The account the selector names; 400 for an incomplete selector, 404 when none matches. */
  get(selector: AccountSelector): Promise<AccountRow>;
  findByKey(key: AccountKey): Promise<AccountRow | undefined>;
  /** core-api.md 3: the account and all its credentials are removed. */
  delete(selector: AccountSelector): Promise<void>;
  setStatus(id: string, status: ConnectedAccountStatus): Promise<void>;
  activate(id: string, details: AuthorizationDetails, tokenExpiresAt: Date): Promise<void>;
  clear(): Promise<void>;
}

export function createConnectedAccountService(deps: {
  db: Database;
  clock: Clock;
}): ConnectedAccountService {
  const { db, clock } = deps;

  async function select(where: string, params: unknown[]): Promise<AccountRow[]> {
    await expireLapsed();
    const { rows } = await db.query(`SELECT * FROM connected_accounts WHERE ${where}`, params);
    return rows.map((row) => accountRowSchema.parse(row));
  }

  /** An ACTIVE account whose token lifetime has passed on the emulator clock is EXPIRED. */
  async function expireLapsed(): Promise<void> {
    const now = clock.now();
    await db.query(
      `UPDATE connected_accounts SET status = 'EXPIRED', updated_at = $1
       WHERE status = 'ACTIVE' AND token_expires_at <= $1`,
      [now],
    );
  }

  const service: ConnectedAccountService = {
    async list(query) {
      await expireLapsed();
      const offset = query.page_token ? decodePageToken(query.page_token) : 0;
      const conditions: string[] = [];
      const params: unknown[] = [];
      for (const column of FILTER_COLUMNS) {
        const value = query[column];
        if (value === undefined) continue;
        params.push(value);
        conditions.push(`${column} = $${params.length}`);
      }
      const where = conditions.length > 0 ? conditions.join(' AND ') : 'true';
      const counted = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM connected_accounts WHERE ${where}`,
        params,
      );
      const total = counted.rows[0]?.total ?? 0;
      const { rows } = await db.query(
        `SELECT * FROM connected_accounts WHERE ${where} ORDER BY position
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.page_size, offset],
      );
      const nextOffset = offset + query.page_size;
      return {
        connected_accounts: rows.map((row) => toSummary(accountRowSchema.parse(row))),
        next_page_token: nextOffset < total ? encodePageToken(nextOffset) : '',
        prev_page_token: offset > 0 ? encodePageToken(Math.max(0, offset - query.page_size)) : '',
        total_size: total,
      };
    },

    async create(request) {
      const now = clock.now();
      const connection = connectionFor(request.connector);
      const details = request.connected_account?.authorization_details;
      const id = newId('ca_');
      try {
        await db.query(
          `INSERT INTO connected_accounts (id, connection_id, connector, identifier, provider,
             authorization_type, organization_id, user_id, status, api_config, authorization_details,
             created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
          [
            id,
            connection.id,
            request.connector,
            request.identifier,
            connection.provider,
            CONNECTORS[request.connector].authorization_type,
            request.organization_id ?? null,
            request.user_id ?? null,
            // core-api.md 4.2: credentials "may be supplied later"; until then the account awaits auth.
            details ? 'ACTIVE' : 'PENDING_AUTH',
            request.connected_account?.api_config ?? null,
            details ?? null,
            now,
          ],
        );
      } catch (error) {
        if (isUniqueViolation(error)) {
          // core-api.md 4.2: 409 when an account with the same identifier exists.
          throw new ApiError(
            'ALREADY_EXISTS',
            `A ${request.connector} account with identifier "${request.identifier}" already exists for this owner.`,
          );
        }
        throw error;
      }
      return service.get({ id });
    },

    async get(selector) {
      const [row] = await selectBySelector(selector);
      if (row === undefined) {
        throw new ApiError('NOT_FOUND', 'No connected account matches the selector.');
      }
      return row;
    },

    async findByKey(key) {
      const [row] = await selectByKey(key);
      return row;
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
      await db.exec('TRUNCATE connected_accounts CASCADE');
    },
  };

  function selectBySelector(selector: AccountSelector): Promise<AccountRow[]> {
    if (selector.id !== undefined) return select('id = $1', [selector.id]);
    if (selector.connector === undefined || selector.identifier === undefined) {
      throw new ApiError(
        'INVALID_ARGUMENT',
        'Name the account by id, or by connector and identifier (with organization_id or user_id).',
      );
    }
    return selectByKey({
      ...selector,
      connector: selector.connector,
      identifier: selector.identifier,
    });
  }

  function selectByKey(key: AccountKey): Promise<AccountRow[]> {
    // An owner field left out matches accounts without that owner, as the unique index counts them.
    return select(
      `connector = $1 AND identifier = $2
       AND organization_id IS NOT DISTINCT FROM $3 AND user_id IS NOT DISTINCT FROM $4`,
      [key.connector, key.identifier, key.organization_id ?? null, key.user_id ?? null],
    );
  }

  return service;
}

/** core-api.md 2.1 summary form; fields without a value are left out (architecture.md). */
export function toSummary(row: AccountRow): ConnectedAccountSummary {
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

/** core-api.md 2.1 full form: the summary plus `api_config` and `authorization_details`. */
export function toFullForm(row: AccountRow): ConnectedAccount {
  return {
    ...toSummary(row),
    api_config: row.api_config ?? undefined,
    authorization_details: row.authorization_details ?? undefined,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
