import type { ConnectedAccountService } from '../services/connected-accounts.ts';
import type { AccountEventEmitter } from './account-event-emitter.ts';

/**
 * `accounts`, with each change emitting the event the upstream publishes for it
 * (docs/internals/upstream-api.md §6): created, updated, deleted, and status_updated (with the old
 * status) on every status change; oauth_tokens_fetched when an OAuth account gets its tokens.
 */
export function emittingAccountEvents(
  accounts: ConnectedAccountService,
  events: AccountEventEmitter,
): ConnectedAccountService {
  return {
    ...accounts,
    async create(request) {
      const row = await accounts.create(request);
      events.emit('connected_account.created', row);
      return row;
    },
    async update(request) {
      if (!events.active()) return accounts.update(request);
      const before = await accounts.get(request);
      const row = await accounts.update(request);
      events.emit('connected_account.updated', row);
      if (row.status !== before.status) {
        events.emit('connected_account.status_updated', row, before.status);
      }
      return row;
    },
    async delete(selector) {
      if (!events.active()) return accounts.delete(selector);
      const row = await accounts.get(selector);
      await accounts.delete({ id: row.id });
      events.emit('connected_account.deleted', row);
    },
    async setStatus(id, status) {
      if (!events.active()) return accounts.setStatus(id, status);
      const before = await accounts.get({ id });
      await accounts.setStatus(id, status);
      if (before.status !== status) {
        events.emit('connected_account.status_updated', await accounts.get({ id }), before.status);
      }
    },
    async activate(id, details, tokenExpiresAt) {
      if (!events.active()) return accounts.activate(id, details, tokenExpiresAt);
      const before = await accounts.get({ id });
      await accounts.activate(id, details, tokenExpiresAt);
      const row = await accounts.get({ id });
      if (row.authorization_type === 'OAUTH')
        events.emit('connected_account.oauth_tokens_fetched', row);
      if (row.status !== before.status) {
        events.emit('connected_account.status_updated', row, before.status);
      }
    },
  };
}
