import type { Clock } from '../clock.ts';
import { addSeconds } from '../clock.ts';
import type { Queryable } from '../db/queryable.ts';
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
  db: Queryable;
  clock: Clock;
  accounts: ConnectedAccountService;
  events: AccountEventEmitter;
}): TokenRefresh {
  const { db, clock, accounts, events } = deps;

  async function fail(id: string): Promise<void> {
    const before = await accounts.get({ id });
    // Read as of now, a lapsed account already shows EXPIRED; the refresh failed while it was ACTIVE.
    const stored = await storedStatus(id);
    events.emit('connected_account.token_refresh_failed', {
      ...before,
      status: stored ?? before.status,
    });
    await accounts.setStatus(id, 'EXPIRED');
    if (stored !== 'EXPIRED' && stored !== undefined) {
      events.emit('connected_account.status_updated', await accounts.get({ id }), stored);
    }
  }

  async function storedStatus(id: string) {
    const { rows } = await db.query<{ status: string }>(
      'SELECT status FROM connected_accounts WHERE id = $1',
      [id],
    );
    return rows[0]?.status as Parameters<ConnectedAccountService['setStatus']>[1] | undefined;
  }

  return {
    async sweep() {
      if (!events.active()) return;
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM connected_accounts WHERE status = 'ACTIVE' AND token_expires_at <= $1
         ORDER BY position`,
        [clock.now()],
      );
      for (const { id } of rows) await fail(id);
    },
    async refresh(id, outcome) {
      const account = await accounts.get({ id });
      if (outcome === 'failed') return fail(account.id);
      const stored = await storedStatus(account.id);
      await db.query(
        `UPDATE connected_accounts SET status = 'ACTIVE', token_expires_at = $2, updated_at = $3
         WHERE id = $1`,
        [account.id, addSeconds(clock.now(), SIMULATED_TOKEN_TTL_SECONDS), clock.now()],
      );
      const row = await accounts.get({ id: account.id });
      events.emit('connected_account.token_refresh_succeeded', row);
      if (stored !== 'ACTIVE' && stored !== undefined) {
        events.emit('connected_account.status_updated', row, stored);
      }
    },
  };
}
