import type { ConnectedAccountStatus } from '@plugboard/schema';
import type { Clock } from './clock.ts';
import { ApiError } from './errors.ts';
import type { OAuthServerControl } from './oauth/authorization-server.ts';
import type { AuthRequestService, Decision } from './services/auth-requests.ts';
import type { ConnectedAccountService } from './services/connected-accounts.ts';
import type { Fault, FaultService, FaultSpec } from './services/faults.ts';
import type { EmulatorRateLimit, RateLimiter } from './services/rate-limit.ts';
import type { SeedInput, SeedResult, SeedService } from './services/seed.ts';
import type { WebhookControl, Webhooks } from './webhooks/webhook-control.ts';

/**
 * Drives an emulator from the test or demo that runs it; `/_emulator` offers the same over HTTP.
 *
 * @example
 * beforeEach(() => emulator.control.reset());
 * it('refreshes an expired token', async () => {
 *   await emulator.control.advanceClock(3600);
 *   emulator.control.addFault({ route: '/oauth/token', kind: '503', count: 1 });
 * });
 */
export interface EmulatorControl {
  /**
   * Back to a fresh state: no organizations, users, connected accounts, pending links or faults;
   * the baseline roles and settings; the clock at real time; the rate limit of the options.
   * Issued access tokens stay valid, so a client that cached one keeps working.
   */
  reset(): Promise<void>;
  /**
   * Adds a named scenario or data (organizations, roles, users with memberships, connected
   * accounts in given statuses) to the current state: all of it, or on any error none of it.
   */
  seed(input: SeedInput): Promise<SeedResult>;
  /** Moves the emulator clock forward: access tokens, links and account tokens expire by it. */
  advanceClock(seconds: number): Promise<void>;
  /** The emulator's current time. */
  now(): Date;
  /**
   * Puts a connected account in any status of docs/internals/upstream-api.md §3, as the hosted service would
   * on its own (a revoked grant, a suspension, an error): only ACTIVE runs tools. 404 for no such
   * account.
   */
  setAccountStatus(id: string, status: ConnectedAccountStatus): Promise<void>;
  /** Injects a fault (latency, 429, 500, 503) for a route prefix and/or a connector. */
  addFault(spec: FaultSpec): Fault;
  /** The faults in effect, with their remaining counts. */
  listFaults(): Fault[];
  /** Removes every fault. */
  clearFaults(): void;
  /** Limits the request rate of /oauth/token and /api/v1 (429 beyond it); undefined lifts it. */
  setRateLimit(limit: EmulatorRateLimit | undefined): void;
  /** The rate limit in effect, if any. */
  rateLimit(): EmulatorRateLimit | undefined;
  /**
   * Answers the consent page a magic link opens, as the user's click on "Allow access"
   * (`approve`) or "Cancel" (`deny`) would: the URL the page redirects to, the app's
   * `user_verify_url` with `auth_request_id` or `error`, and `state`.
   */
  consent(link: string, decision: Decision): Promise<URL>;
  /**
   * Webhook endpoints, their delivery logs and faults (src/webhooks/webhook-control.ts). A reset
   * keeps the endpoints and forgets their deliveries.
   */
  webhooks: WebhookControl;
  /**
   * The authorization server of the environment's MCP servers: register an MCP server, answer its
   * sign-in page as a user, rotate the signing key (`/_emulator/oauth/…` over HTTP).
   */
  readonly oauth: OAuthServerControl;
}

/** Why a link cannot be answered; the consent page shows the user the same. */
const LINK_PROBLEMS = {
  unknown: () => new ApiError('NOT_FOUND', 'No connect link has this token.', 'LINK_NOT_FOUND'),
  expired: () =>
    new ApiError(
      'INVALID_ARGUMENT',
      'The connect link has expired: ask for a new one.',
      'LINK_EXPIRED',
    ),
  used: () =>
    new ApiError(
      'INVALID_ARGUMENT',
      'The connect link was already answered: ask for a new one.',
      'LINK_USED',
    ),
};

/** The token of a magic link (`<emulator>/connect/<token>`, docs/internals/upstream-api.md §5.4). */
function linkToken(link: string): string {
  const [root, page, token, ...rest] = URL.canParse(link) ? new URL(link).pathname.split('/') : [];
  if (root !== '' || page !== 'connect' || !token || rest.length > 0) {
    throw new ApiError(
      'INVALID_ARGUMENT',
      `"${link}" is not a connect link: pass the \`link\` a magic link request answered.`,
    );
  }
  return token;
}

export function createControl(deps: {
  clock: Clock;
  accounts: ConnectedAccountService;
  faults: FaultService;
  seeds: SeedService;
  rateLimiter: RateLimiter;
  authRequests: Pick<AuthRequestService, 'decide'>;
  webhooks: Webhooks;
  /** The authorization server: its control, and what `reset` forgets of it. */
  oauth: { control: OAuthServerControl; reset(): void };
  /** The limit `reset` restores: the one the emulator was started with. */
  initialRateLimit: EmulatorRateLimit | undefined;
}): EmulatorControl {
  const {
    clock,
    accounts,
    faults,
    seeds,
    rateLimiter,
    authRequests,
    webhooks,
    oauth,
    initialRateLimit,
  } = deps;
  return {
    async reset() {
      await accounts.clear();
      await seeds.reset();
      faults.clear();
      webhooks.reset();
      clock.reset();
      rateLimiter.set(initialRateLimit);
      oauth.reset();
    },
    seed: (input) => seeds.seed(input),
    async advanceClock(seconds) {
      if (!Number.isFinite(seconds) || seconds < 0) {
        throw new RangeError(`advanceClock takes a number of seconds >= 0, not ${seconds}.`);
      }
      clock.advance(seconds);
      await webhooks.clockMoved();
    },
    now: () => clock.now(),
    async setAccountStatus(id, status) {
      const account = await accounts.get({ id });
      await accounts.setStatus(account.id, status);
    },
    addFault: (spec) => faults.add(spec),
    listFaults: () => faults.list(),
    clearFaults: () => faults.clear(),
    setRateLimit: (limit) => rateLimiter.set(limit),
    rateLimit: () => rateLimiter.get(),
    async consent(link, decision) {
      const outcome = await authRequests.decide(linkToken(link), decision);
      if (outcome.kind !== 'redirect') throw LINK_PROBLEMS[outcome.kind]();
      return new URL(outcome.location);
    },
    webhooks: webhooks.control,
    oauth: oauth.control,
  };
}
