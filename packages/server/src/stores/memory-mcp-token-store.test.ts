import { describe, expect, it } from 'vitest';
import { ADA_SUBJECT, mcpTokenStoreCases, tokenAt } from '../test/mcp-token-store-cases.ts';
import { createMemoryMcpTokenStore } from './memory-mcp-token-store.ts';

describe('createMemoryMcpTokenStore', () => {
  mcpTokenStoreCases(() => createMemoryMcpTokenStore());

  it('forgets a token once it expires', async () => {
    const token = tokenAt(ADA_SUBJECT, 0, 1_000);
    const clock = { now: token.createdAt };
    const store = createMemoryMcpTokenStore({ now: () => clock.now });
    store.create(token);
    clock.now = token.createdAt + 999;
    expect(store.findBySecretHash(token.secretHash)).toBeDefined();
    clock.now = token.createdAt + 1_000;
    expect(store.findBySecretHash(token.secretHash)).toBeUndefined();
    expect(store.list(ADA_SUBJECT)).toEqual([]);
  });
});
