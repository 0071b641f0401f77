import type { ConnectorId, ToolAuthorizationReason } from '@plugboard/schema';
import type { AccountAccess } from '../../accounts/account-access.ts';
import type { ConnectedSignals } from '../../accounts/connected-signals.ts';
import { type SessionUser, sessionSubject } from '../../common/session-user.ts';

/** What {@link watchConnect} watches, and how. */
export interface ConnectWatch {
  user: SessionUser;
  connector: ConnectorId;
  reason: ToolAuthorizationReason;
  accounts: AccountAccess;
  connected: ConnectedSignals;
  pollMs: number;
  /** How long the connect URL lives: after that nothing can complete the elicitation. */
  ttlMs: number;
  /** When the user was asked to connect, if before the watch begins (a 2026-07-28 retry). */
  since?: number;
  onConnected: () => void;
}

/**
 * Waits until `user`'s account on `connector` is usable again, then calls `onConnected` once.
 * Two ways, so it works with any number of replicas: the in-process signal of POST /verify (the
 * verify landed on this process: instant), and a poll of the account upstream every `pollMs`
 * (the verify landed on another replica: at most `pollMs` late). The poll stops when the connect
 * URL expires or the answer is known. A missing scope is fixed only by a new consent, so there
 * the account must also have changed since the watch began. Answers how to stop early.
 */
export function watchConnect(watch: ConnectWatch): () => void {
  const started = Date.now();
  const asked = watch.since ?? started;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearInterval(timer);
    unlisten();
  };
  const done = () => {
    if (stopped) return;
    stop();
    watch.onConnected();
  };
  const unlisten = watch.connected.listen(sessionSubject(watch.user), watch.connector, done);
  let polling = false;
  const timer = setInterval(async () => {
    if (Date.now() - started > watch.ttlMs) return stop();
    if (polling) return;
    polling = true;
    try {
      const account = await watch.accounts.find(
        watch.user,
        watch.connector,
        `mcp-connect-watch-${crypto.randomUUID()}`,
      );
      const changed =
        watch.reason !== 'missing_scope' ||
        (account !== undefined && Date.parse(account.updated_at) >= asked);
      if (account?.status === 'ACTIVE' && changed) done();
    } catch {
      // An upstream hiccup: the next tick asks again.
    } finally {
      polling = false;
    }
  }, watch.pollMs);
  // A pending watch never keeps the process alive on shutdown.
  (timer as { unref?: () => void }).unref?.();
  return stop;
}
