import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../upstream-error.ts';
import { countRequest, type Usage } from './usage.ts';

const free = { key: 'k', plan: 'free' } as const;
const at = (iso: string) => new Date(iso);

/** The refusal `count` throws, or undefined when it counts the request. */
function refusal(count: () => unknown): UpstreamError | undefined {
  try {
    count();
    return undefined;
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
}

describe('countRequest', () => {
  it('allows the Free plan one request a second', () => {
    const first = countRequest(undefined, free, at('2026-03-10T12:00:00.000Z'));
    expect(first).toMatchObject({ month: '2026-03', month_count: 1 });
    const tooSoon = refusal(() => countRequest(first, free, at('2026-03-10T12:00:00.999Z')));
    expect(tooSoon).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(tooSoon?.headers['Retry-After']).toBe('1');
    expect(countRequest(first, free, at('2026-03-10T12:00:01.000Z')).month_count).toBe(2);
  });

  it('scales the rate with paid plans: 10 a second on Pro, 20 on Data for AI', () => {
    const now = at('2026-03-10T12:00:00.000Z');
    const burst = (plan: 'pro' | 'data_for_ai') => {
      let usage: Usage | undefined;
      let allowed = 0;
      while (refusal(() => (usage = countRequest(usage, { key: 'k', plan }, now))) === undefined) {
        allowed += 1;
      }
      return allowed;
    };
    expect(burst('pro')).toBe(10);
    expect(burst('data_for_ai')).toBe(20);
  });

  it('refuses the 2,001st Free request of a month until the next month starts', () => {
    const spent: Usage = { id: 'key', month: '2026-03', month_count: 2000, recent_ms: [] };
    const refused = refusal(() => countRequest(spent, free, at('2026-03-31T23:00:00.000Z')));
    expect(refused).toMatchObject({ status: 429, code: 'QUOTA_LIMITED' });
    expect(refused?.headers['Retry-After']).toBe('3600');
    expect(refused?.body).toMatchObject({
      error: { meta: { quota_limit: 2000, quota_current: 2000 } },
    });
    expect(countRequest(spent, free, at('2026-04-01T00:00:00.000Z'))).toMatchObject({
      month: '2026-04',
      month_count: 1,
    });
  });

  it('starts afresh when the clock moved back (an emulator reset)', () => {
    const later = countRequest(undefined, free, at('2026-03-10T12:00:00.000Z'));
    expect(countRequest(later, free, at('2026-03-10T11:00:00.000Z')).recent_ms).toHaveLength(1);
  });
});
