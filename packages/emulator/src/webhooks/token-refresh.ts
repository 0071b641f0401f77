import type { Clock } from '../clock.ts';
import { addSeconds } from '../clock.ts';
import type { ConnectedAccountService } from '../services/connected-accounts.ts';
import { SIMULATED_TOKEN_TTL_SECONDS } from '../services/simulated-credentials.ts';
import type { AccountEventEmitter } from './account-event-emitter.ts';

export type RefreshOutcome = 'succeeded' | 'failed';

export interface TokenRefresh {
  /**
   * What the upstream does when an account's token lifetime runs out: it tries to refresh, and in
   * the emulator (which has no provider to ask) that fails, so the account becomes EXPIRED, with
   * token_refresh_failed and status_updated. Runs when the clock moves, and every few seconds
   * while an endpoint listens.
   */
  sweep(): Promise<void>;
  /** One refresh of account `id` now, with the given outcome, and its events. */
  refresh(id: string, outcome: RefreshOutcome): Promise<void>;
}

export function createTokenRefresh(deps: {
  clock: Clock;
  accounts: ConnectedAccountService;
  events: AccountEventEmitter;
}): TokenRefresh {
  const { clock, accounts, events } = deps;

  async function fail(id: string): Promise<void> {
    const before = await accounts.get({ id });
    // Read as of now, a lapsed account already shows EXPIRED; the refresh failed while it was ACTIVE.
    const stored = await accounts.storedStatus(id);
    events.emit('connected_account.token_refresh_failed', {
      ...before,
      status: stored ?? before.status,
    });
    await accounts.setStatus(id, 'EXPIRED');
    if (stored !== 'EXPIRED' && stored !== undefined) {
      events.emit('connected_account.status_updated', await accounts.get({ id }), stored);
    }
  }

  return {
    async sweep() {
      if (!events.active()) return;
      for (const id of await accounts.lapsed(clock.now())) await fail(id);
    },
    async refresh(id, outcome) {
      const account = await accounts.get({ id });
      if (outcome === 'failed') return fail(account.id);
      const stored = await accounts.storedStatus(account.id);
      await accounts.renew(account.id, addSeconds(clock.now(), SIMULATED_TOKEN_TTL_SECONDS));
      const row = await accounts.get({ id: account.id });
      events.emit('connected_account.token_refresh_succeeded', row);
      if (stored !== 'ACTIVE' && stored !== undefined) {
        events.emit('connected_account.status_updated', row, stored);
      }
    },
  };
}
