import type { ConnectorId } from '@plugboard/schema';

/**
 * In-process signals that a session user's account on a connector was just verified (POST
 * /verify made it ACTIVE). The MCP endpoint listens, so a pending "connect to continue" completes
 * the moment the verify lands on this process; a verify on another replica is seen by the
 * endpoint's watch of the account status instead (src/mcp/connect/connect-watch.ts).
 */
export interface ConnectedSignals {
  emit(subject: string, connector: ConnectorId): void;
  /** Calls `listener` on each signal for `subject` and `connector`; answers how to stop. */
  listen(subject: string, connector: ConnectorId, listener: () => void): () => void;
}

export function createConnectedSignals(): ConnectedSignals {
  const listeners = new Map<string, Set<() => void>>();
  const keyOf = (subject: string, connector: ConnectorId) => `${connector}\n${subject}`;
  return {
    emit(subject, connector) {
      for (const listener of listeners.get(keyOf(subject, connector)) ?? []) listener();
    },
    listen(subject, connector, listener) {
      const key = keyOf(subject, connector);
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
  };
}
