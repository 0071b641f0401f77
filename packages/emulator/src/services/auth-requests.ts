import type {
  MagicLinkRequest,
  MagicLinkResponse,
  UserVerifyRequest,
  UserVerifyResponse,
} from '@plugboard/schema/upstream';
import { z } from 'zod';
import { addSeconds, type Clock } from '../clock.ts';
import type { Database } from '../db/open-database.ts';
import { ApiError } from '../errors.ts';
import { randomToken } from '../random-token.ts';
import type { AccountRow, ConnectedAccountService } from './connected-accounts.ts';
import { SIMULATED_TOKEN_TTL_SECONDS, simulatedCredentials } from './simulated-credentials.ts';
import type { UserService } from './users.ts';

/** How long a magic link can be opened (on the emulator clock). */
export const LINK_TTL_SECONDS = 600;

const authRequestRowSchema = z.object({
  link_token: z.string(),
  auth_request_id: z.string().nullable(),
  account_id: z.string(),
  identifier: z.string(),
  user_verify_url: z.string(),
  state: z.string().nullable(),
  status: z.enum(['OPEN', 'APPROVED', 'DENIED', 'CONSUMED']),
  expires_at: z.date(),
});
export type AuthRequestRow = z.infer<typeof authRequestRowSchema>;

/** What opening a magic link finds: the request to consent to, or why there is none. */
export type LinkLookup =
  | { kind: 'open'; request: AuthRequestRow; account: AccountRow }
  | { kind: 'unknown' }
  | { kind: 'expired' }
  | { kind: 'used' };

/** The user's answer on the consent page: its "Allow access" and "Cancel" buttons. */
export const decisionSchema = z.enum(['approve', 'deny']);
export type Decision = z.infer<typeof decisionSchema>;

export type DecisionOutcome =
  | { kind: 'redirect'; location: string }
  | Exclude<LinkLookup, { kind: 'open' }>;

export interface AuthRequestService {
  /** docs/internals/upstream-api.md §4.2 magic_link: finds or creates the account and opens a pending auth request. */
  createLink(request: MagicLinkRequest): Promise<MagicLinkResponse>;
  lookupLink(linkToken: string): Promise<LinkLookup>;
  /** The user's answer on the consent page; the redirect goes back to `user_verify_url`. */
  decide(linkToken: string, decision: Decision): Promise<DecisionOutcome>;
  /**
   * docs/internals/upstream-api.md §3, user verify rows; the account's user, when it has one, signs in by it (2.4
   * `last_login_time`).
   */
  verify(request: UserVerifyRequest): Promise<UserVerifyResponse>;
}

export function createAuthRequestService(deps: {
  db: Database;
  clock: Clock;
  accounts: ConnectedAccountService;
  users: Pick<UserService, 'recordSignIn'>;
  baseUrl: string;
}): AuthRequestService {
  const { db, clock, accounts, users, baseUrl } = deps;

  async function accountForLink(request: MagicLinkRequest): Promise<AccountRow> {
    if (request.id !== undefined) {
      const account = await accounts.get({ id: request.id });
      if (account.connector !== request.connector || account.identifier !== request.identifier) {
        throw new ApiError(
          'INVALID_ARGUMENT',
          `Account ${request.id} is the ${account.connector} account "${account.identifier}"; connector and identifier must match it.`,
        );
      }
      return account;
    }
    return (await accounts.findByKey(request)) ?? (await accounts.create(request));
  }

  async function findByLinkToken(linkToken: string): Promise<AuthRequestRow | undefined> {
    const { rows } = await db.query('SELECT * FROM auth_requests WHERE link_token = $1', [
      linkToken,
    ]);
    return rows[0] === undefined ? undefined : authRequestRowSchema.parse(rows[0]);
  }

  const service: AuthRequestService = {
    async createLink(request) {
      const account = await accountForLink(request);
      const now = clock.now();
      const linkToken = randomToken(32);
      const expiry = addSeconds(now, LINK_TTL_SECONDS);
      await db.query(
        `INSERT INTO auth_requests (link_token, account_id, identifier, user_verify_url, state,
           status, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, 'OPEN', $6, $7)`,
        [
          linkToken,
          account.id,
          request.identifier,
          request.user_verify_url,
          request.state ?? null,
          expiry,
          now,
        ],
      );
      return { link: `${baseUrl}/connect/${linkToken}`, expiry: expiry.toISOString() };
    },

    async lookupLink(linkToken) {
      const request = await findByLinkToken(linkToken);
      if (request === undefined) return { kind: 'unknown' };
      if (request.status !== 'OPEN') return { kind: 'used' };
      if (request.expires_at <= clock.now()) return { kind: 'expired' };
      return { kind: 'open', request, account: await accounts.get({ id: request.account_id }) };
    },

    async decide(linkToken, decision) {
      const found = await service.lookupLink(linkToken);
      if (found.kind !== 'open') return found;
      const approved = decision === 'approve';
      const authRequestId = approved ? randomToken() : null;
      // The status guard makes a second answer to the same link lose the race instead of both winning.
      const updated = await db.query(
        `UPDATE auth_requests SET status = $2, auth_request_id = $3
         WHERE link_token = $1 AND status = 'OPEN'`,
        [linkToken, approved ? 'APPROVED' : 'DENIED', authRequestId],
      );
      if (updated.affectedRows === 0) return { kind: 'used' };
      const location = new URL(found.request.user_verify_url);
      if (authRequestId !== null) {
        await accounts.setStatus(found.account.id, 'PENDING_VERIFICATION');
        location.searchParams.set('auth_request_id', authRequestId);
      } else {
        location.searchParams.set('error', 'access_denied');
      }
      if (found.request.state !== null) location.searchParams.set('state', found.request.state);
      return { kind: 'redirect', location: location.toString() };
    },

    async verify({ auth_request_id, identifier }) {
      const { rows } = await db.query(
        `SELECT * FROM auth_requests WHERE auth_request_id = $1 AND status = 'APPROVED'`,
        [auth_request_id],
      );
      const pending = rows[0] === undefined ? undefined : authRequestRowSchema.parse(rows[0]);
      if (pending === undefined) {
        throw new ApiError(
          'NOT_FOUND',
          'No pending authorization has this auth_request_id; it is unknown or already verified.',
        );
      }
      if (pending.identifier !== identifier) {
        // docs/internals/upstream-api.md §3: identifier mismatch leaves everything unchanged.
        throw new ApiError(
          'PERMISSION_DENIED',
          'The identifier does not match the one the magic link was created for.',
        );
      }
      const consumed = await db.query(
        `UPDATE auth_requests SET status = 'CONSUMED' WHERE link_token = $1 AND status = 'APPROVED'`,
        [pending.link_token],
      );
      if (consumed.affectedRows === 0) {
        throw new ApiError('NOT_FOUND', 'This auth_request_id was verified by another request.');
      }
      const account = await accounts.get({ id: pending.account_id });
      await accounts.activate(
        account.id,
        simulatedCredentials(account.connector),
        addSeconds(clock.now(), SIMULATED_TOKEN_TTL_SECONDS),
      );
      if (account.user_id !== null) await users.recordSignIn(account.user_id);
      return { post_user_verify_redirect_url: `${baseUrl}/connected` };
    },
  };
  return service;
}
