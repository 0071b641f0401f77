import type { ConnectorId } from '@plugboard/schema';
import { type SessionUser, sessionSubject } from '../../common/session-user.ts';
import type { McpEndpointContext } from '../mcp-endpoint-context.ts';
import type { CallerTools } from '../scope/caller-tools.ts';
import { accountsKey, readAccountLines } from './account-lines.ts';

/** What a 2025-11-25 session's watch of its user's accounts needs. */
export interface AccountsWatchOptions {
  context: McpEndpointContext;
  user: SessionUser;
  /** Called when the account lines of the session's list changed since it was last listed. */
  onChanged: () => void;
}

/** A session's watch of the accounts its tool list names. */
export interface AccountsWatch {
  /** The session's view, now: the connectors of its listed tools are the ones watched. */
  follow(tools: CallerTools): void;
  /** The client was just given a list built with these account lines (`accountsKey`). */
  listed(key: string): void;
  stop(): void;
}

/**
 * Keeps a session's tool list true to its user's accounts: the list names the accounts of each
 * connector where the user has several (src/mcp/accounts/account-lines.ts), so when an account
 * of a listed connector is connected (the in-process signal of POST /verify,
 * src/accounts/connected-signals.ts) the lines are read again, and a change is reported once.
 * Nothing is read for a session that never listed its tools, or that discovers (its list names
 * no accounts).
 */
export function watchAccounts({ context, user, onChanged }: AccountsWatchOptions): AccountsWatch {
  const { connected } = context.core.services;
  const subject = sessionSubject(user);
  let connectors: ConnectorId[] = [];
  let unlisten: (() => void)[] = [];
  let lastKey: string | undefined;
  let checking: Promise<void> | undefined;
  let again = false;

  async function check(): Promise<void> {
    if (lastKey === undefined || connectors.length === 0) return;
    const requestId = `mcp-accounts-watch-${crypto.randomUUID()}`;
    try {
      const key = accountsKey(await readAccountLines(context, user, connectors, requestId));
      if (key === lastKey) return;
      lastKey = key;
      onChanged();
    } catch (error) {
      // Unread, the list stays as it was; the next signal or list reads again.
      context.core.report(error, requestId);
    }
  }
  /** One check at a time; signals during one make one more after it. */
  function schedule() {
    if (checking !== undefined) {
      again = true;
      return;
    }
    checking = check().finally(() => {
      checking = undefined;
      if (again) {
        again = false;
        schedule();
      }
    });
  }
  function unsubscribe() {
    for (const stop of unlisten) stop();
    unlisten = [];
  }

  return {
    follow(tools) {
      const next =
        tools.scope.mode === 'discover'
          ? []
          : [...new Set([...tools.reach.values()].map((tool) => tool.connector))];
      if (next.join() === connectors.join()) return;
      unsubscribe();
      connectors = next;
      unlisten = next.map((connector) => connected.listen(subject, connector, schedule));
    },
    listed(key) {
      lastKey = key;
    },
    stop() {
      unsubscribe();
      lastKey = undefined;
    },
  };
}
