import type { Clock } from './clock.ts';
import type { ConnectedAccountService } from './services/connected-accounts.ts';
import type { Fault, FaultService, FaultSpec } from './services/faults.ts';
import type { RateLimit, RateLimiter } from './services/rate-limit.ts';
import type { SeedInput, SeedResult, SeedService } from './services/seed.ts';

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
  /** Injects a fault (latency, 429, 500, 503) for a route prefix and/or a connector. */
  addFault(spec: FaultSpec): Fault;
  /** The faults in effect, with their remaining counts. */
  listFaults(): Fault[];
  /** Removes every fault. */
  clearFaults(): void;
  /** Limits the request rate of /oauth/token and /api/v1 (429 beyond it); undefined lifts it. */
  setRateLimit(limit: RateLimit | undefined): void;
  /** The rate limit in effect, if any. */
  rateLimit(): RateLimit | undefined;
}

export function createControl(deps: {
  clock: Clock;
  accounts: ConnectedAccountService;
  faults: FaultService;
  seeds: SeedService;
  rateLimiter: RateLimiter;
  /** The limit `reset` restores: the one the emulator was started with. */
  initialRateLimit: RateLimit | undefined;
}): EmulatorControl {
  const { clock, accounts, faults, seeds, rateLimiter, initialRateLimit } = deps;
  return {
    async reset() {
      await accounts.clear();
      await seeds.reset();
      faults.clear();
      clock.reset();
      rateLimiter.set(initialRateLimit);
    },
    seed: (input) => seeds.seed(input),
    async advanceClock(seconds) {
      if (!Number.isFinite(seconds) || seconds < 0) {
        throw new RangeError(`advanceClock takes a number of seconds >= 0, not ${seconds}.`);
      }
      clock.advance(seconds);
    },
    now: () => clock.now(),
    addFault: (spec) => faults.add(spec),
    listFaults: () => faults.list(),
    clearFaults: () => faults.clear(),
    setRateLimit: (limit) => rateLimiter.set(limit),
    rateLimit: () => rateLimiter.get(),
  };
}
