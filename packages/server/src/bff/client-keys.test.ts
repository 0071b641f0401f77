import { describe, expect, it } from 'vitest';
import { createClientKeys } from './client-keys.ts';

describe('createClientKeys', () => {
  it('keys a client by scope and a hash that does not contain it', async () => {
    const keyOf = createClientKeys('user');
    const key = await keyOf('["ada@example.com",null,null]');
    expect(key).toMatch(/^user:[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain('ada');
    expect(await createClientKeys('ip')('203.0.113.7')).toMatch(/^ip:/);
  });

  it('answers a known client at once, and each client its own key', async () => {
    const keyOf = createClientKeys('user');
    const ada = await keyOf('ada');
    expect(keyOf('ada')).toBe(ada);
    expect(await keyOf('grace')).not.toBe(ada);
  });

  it('forgets the oldest clients past its capacity, and hashes them again to the same key', async () => {
    const keyOf = createClientKeys('ip', 2);
    const first = await keyOf('198.51.100.1');
    await keyOf('198.51.100.2');
    await keyOf('198.51.100.3');
    const again = keyOf('198.51.100.1');
    expect(again).toBeInstanceOf(Promise);
    expect(await again).toBe(first);
    expect(typeof keyOf('198.51.100.3')).toBe('string');
  });
});
