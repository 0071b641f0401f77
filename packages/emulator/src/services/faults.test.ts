import { describe, expect, it } from 'vitest';
import { createFaultService } from './faults.ts';

describe('the fault service', () => {
  it('fires a counted fault that many times, then forgets it', () => {
    const faults = createFaultService();
    faults.add({ route: '/api', kind: '500', count: 2 });
    const target = { path: '/api/v1/connections', connector: undefined };
    expect(faults.fire(target)).toHaveLength(1);
    expect(faults.list()[0]?.count).toBe(1);
    expect(faults.fire(target)).toHaveLength(1);
    expect(faults.fire(target)).toEqual([]);
    expect(faults.list()).toEqual([]);
  });

  it('matches route prefix and connector together when both are set', () => {
    const faults = createFaultService();
    faults.add({ route: '/api/v1/connected_accounts', connector: 'crm', kind: '503' });
    expect(faults.fire({ path: '/api/v1/connected_accounts', connector: 'docsapp' })).toEqual([]);
    expect(faults.fire({ path: '/api/v1/connections', connector: 'crm' })).toEqual([]);
    expect(faults.fire({ path: '/api/v1/connected_accounts', connector: 'crm' })).toHaveLength(1);
  });

  it('gives a 429 a Retry-After of one second unless told', () => {
    const fault = createFaultService().add({ route: '/', kind: '429' });
    expect(fault).toMatchObject({ kind: '429', retry_after_seconds: 1 });
  });

  it('does not touch a fault that did not fire', () => {
    const faults = createFaultService();
    faults.add({ connector: 'video', kind: '500', count: 1 });
    faults.fire({ path: '/oauth/token', connector: undefined });
    expect(faults.list()[0]?.count).toBe(1);
  });
});
