import type { Clock } from './clock.ts';
import type { ConnectedAccountService } from './services/connected-accounts.ts';

/** Drives an emulator from the test or demo that runs it, without HTTP. */
export interface EmulatorControl {
  /**
   * Back to a fresh state: no connected accounts, no pending links, the clock at real time.
   * Issued access tokens stay valid, so a client that cached one keeps working.
   */
  reset(): Promise<void>;
  /** Moves the emulator clock forward: access tokens, links and account tokens expire by it. */
  advanceClock(seconds: number): Promise<void>;
  /** The emulator's current time. */
  now(): Date;
}

export function createControl(deps: { clock: Clock; accounts: ConnectedAccountService }): EmulatorControl {
  const { clock, accounts } = deps;
  return {
    async reset() {
      await accounts.clear();
      clock.reset();
    },
    async advanceClock(seconds) {
      if (!Number.isFinite(seconds) || seconds < 0) {
        throw new RangeError(`advanceClock takes a number of seconds >= 0, not ${seconds}.`);
      }
      clock.advance(seconds);
    },
    now: () => clock.now(),
  };
}
