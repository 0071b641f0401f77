import type { AccountEvent } from '@plugboard/schema';

/**
 * A stand-in for the browser's EventSource (jsdom has none) that the test drives: it opens,
 * delivers `account` events, fails as the browser reports it, and records every instance so a test
 * can count the connections still open.
 */
export class FakeEventSource extends EventTarget {
  static readonly instances: FakeEventSource[] = [];
  readonly url: string;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  /** The instances not closed yet. */
  static open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => source.readyState !== 2);
  }

  static reset(): void {
    FakeEventSource.instances.length = 0;
  }

  close(): void {
    this.readyState = 2;
  }

  accept(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  send(event: AccountEvent | string): void {
    const data = typeof event === 'string' ? event : JSON.stringify(event);
    this.dispatchEvent(new MessageEvent('account', { data }));
  }

  /** The connection dropped: the browser retries by itself (`retrying`) or gave up. */
  fail({ retrying }: { retrying: boolean }): void {
    this.readyState = retrying ? 0 : 2;
    this.onerror?.(new Event('error'));
  }
}

/** An account event of GET /events, for tests that drive a stream by hand. */
export function accountEvent(
  account: Partial<AccountEvent['account']> & { id: string },
  overrides: Partial<Omit<AccountEvent, 'account'>> = {},
): AccountEvent {
  return {
    id: `evt_${Math.random().toString(36).slice(2)}`,
    type: 'connected_account.status_updated',
    occurred_at: new Date().toISOString(),
    account: {
      connector: 'crm',
      status: 'EXPIRED',
      old_status: 'ACTIVE',
      shared: null,
      ...account,
    },
    ...overrides,
  };
}
