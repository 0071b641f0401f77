import type {
  MagicLinkRequest,
  MagicLinkResponse,
  UserVerifyRequest,
  UserVerifyResponse,
} from '@plugboard/schema/upstream';
import { z } from 'zod';
import { addSeconds, type Clock } from '../clock.ts';
import { ApiError } from '../errors.ts';
import { randomToken } from '../random-token.ts';
import type { StoreWrites } from '../store/memory-store.ts';
import {
  type AccountRow,
  AUTH_REQUEST_IDS,
  AUTH_REQUESTS,
  type ConnectedAccountService,
} from './connected-accounts.ts';
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

/** A request as the store keeps it (the journal is JSON): its row, timestamps as ISO text. */
type StoredAuthRequest = Omit<AuthRequestRow, 'expires_at'> & {
  expires_at: string;
  created_at: string;
};

function fromStored({ created_at: _, ...row }: StoredAuthRequest): AuthRequestRow {
  return { ...row, expires_at: new Date(row.expires_at) };
}

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
  store: StoreWrites;
  clock: Clock;
  accounts: ConnectedAccountService;
  users: Pick<UserService, 'recordSignIn'>;
  baseUrl: string;
}): AuthRequestService {
  const { store, clock, accounts, users, baseUrl } = deps;

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
    const found = store.get<StoredAuthRequest>(AUTH_REQUESTS, linkToken);
    return found === undefined ? undefined : fromStored(found);
  }

  const service: AuthRequestService = {
    async createLink(request) {
      const account = await accountForLink(request);
      const now = clock.now();
      const linkToken = randomToken(32);
      const expiry = addSeconds(now, LINK_TTL_SECONDS);
      const stored: StoredAuthRequest = {
        link_token: linkToken,
        auth_request_id: null,
        account_id: account.id,
        identifier: request.identifier,
        user_verify_url: request.user_verify_url,
        state: request.state ?? null,
        status: 'OPEN',
        expires_at: expiry.toISOString(),
        created_at: now.toISOString(),
      };
      store.put(AUTH_REQUESTS, linkToken, stored);
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
      const current = store.get<StoredAuthRequest>(AUTH_REQUESTS, linkToken);
      if (current?.status !== 'OPEN') return { kind: 'used' };
      store.put(AUTH_REQUESTS, linkToken, {
        ...current,
        status: approved ? 'APPROVED' : 'DENIED',
        auth_request_id: authRequestId,
      });
      if (authRequestId !== null) store.put(AUTH_REQUEST_IDS, authRequestId, linkToken);
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
      const linkToken = store.get<string>(AUTH_REQUEST_IDS, auth_request_id);
      const found =
        linkToken === undefined
          ? undefined
          : store.get<StoredAuthRequest>(AUTH_REQUESTS, linkToken);
      const pending = found?.status === 'APPROVED' ? fromStored(found) : undefined;
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
      const current = store.get<StoredAuthRequest>(AUTH_REQUESTS, pending.link_token);
      if (current?.status === 'APPROVED') {
        store.put(AUTH_REQUESTS, pending.link_token, { ...current, status: 'CONSUMED' });
      } else {
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
