import type { Clock } from './clock.ts';
import type { ConnectedAccountService } from './services/connected-accounts.ts';
import type { Fault, FaultService, FaultSpec } from './services/faults.ts';

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
   * Back to a fresh state: no connected accounts, no pending links, no faults, the clock at real
   * time. Issued access tokens stay valid, so a client that cached one keeps working.
   */
  reset(): Promise<void>;
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
}

export function createControl(deps: {
  clock: Clock;
  accounts: ConnectedAccountService;
  faults: FaultService;
}): EmulatorControl {
  const { clock, accounts, faults } = deps;
  return {
    async reset() {
      await accounts.clear();
      faults.clear();
      clock.reset();
    },
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
  };
}
