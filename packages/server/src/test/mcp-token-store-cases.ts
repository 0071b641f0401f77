import type { McpToolScope } from '@plugboard/schema';
import { expect, it } from 'vitest';
import type { McpTokenStore, StoredMcpToken } from '../stores/mcp-token-store.ts';

let ids = 0;

/**
 * A token of `subject` created `offsetMs` from now, living `lifeMs`: real time, as the Redis store
 * expires keys on Redis's own clock.
 */
export function tokenAt(subject: string, offsetMs: number, lifeMs = 3_600_000): StoredMcpToken {
  ids += 1;
  const id = `mcpt_${String(ids).padStart(24, '0')}`;
  return {
    id,
    subject,
    user: { identifier: JSON.parse(subject)[0] },
    name: `Token ${ids}`,
    client: 'cursor',
    hint: 'abcd',
    secretHash: `hash-${id}`,
    createdAt: Date.now() + offsetMs,
    expiresAt: Date.now() + offsetMs + lifeMs,
    lastUsedAt: null,
  };
}

export const ADA_SUBJECT = JSON.stringify(['ada@example.com', null, null]);
export const GRACE_SUBJECT = JSON.stringify(['grace@example.com', null, null]);

/**
 * What every personal token store must do, the memory and the Redis one alike, on the real clock.
 */
export function mcpTokenStoreCases(make: () => McpTokenStore): void {
  it('finds a token by its secret hash and lists a user’s tokens newest first', async () => {
    const store = make();
    const older = tokenAt(ADA_SUBJECT, 1);
    const newer = tokenAt(ADA_SUBJECT, 2);
    const grace = tokenAt(GRACE_SUBJECT, 3);
    for (const token of [older, newer, grace]) await store.create(token);
    expect(await store.findBySecretHash(newer.secretHash)).toEqual(newer);
    expect(await store.findBySecretHash('hash-unknown')).toBeUndefined();
    expect((await store.list(ADA_SUBJECT)).map((token) => token.id)).toEqual([newer.id, older.id]);
    expect((await store.list(GRACE_SUBJECT)).map((token) => token.id)).toEqual([grace.id]);
  });

  it('revokes only its owner’s token, and a revoked token is found no more', async () => {
    const store = make();
    const token = tokenAt(ADA_SUBJECT, 1);
    await store.create(token);
    expect(await store.revoke(GRACE_SUBJECT, token.id)).toBe(false);
    expect(await store.findBySecretHash(token.secretHash)).toBeDefined();
    expect(await store.revoke(ADA_SUBJECT, token.id)).toBe(true);
    expect(await store.revoke(ADA_SUBJECT, token.id)).toBe(false);
    expect(await store.findBySecretHash(token.secretHash)).toBeUndefined();
    expect(await store.list(ADA_SUBJECT)).toEqual([]);
  });

  it('records the last use, and never brings a revoked token back', async () => {
    const store = make();
    const token = tokenAt(ADA_SUBJECT, 1);
    await store.create(token);
    await store.touch(token.id, Date.parse('2026-01-01T00:00:00.500Z'));
    expect((await store.findBySecretHash(token.secretHash))?.lastUsedAt).toBe(
      Date.parse('2026-01-01T00:00:00.500Z'),
    );
    expect((await store.list(ADA_SUBJECT))[0]?.lastUsedAt).toBe(
      Date.parse('2026-01-01T00:00:00.500Z'),
    );
    await store.revoke(ADA_SUBJECT, token.id);
    await store.touch(token.id, Date.parse('2026-01-01T00:00:00.900Z'));
    expect(await store.findBySecretHash(token.secretHash)).toBeUndefined();
    expect(await store.list(ADA_SUBJECT)).toEqual([]);
  });

  it('changes only its owner’s live token’s scope, and keeps it with the token', async () => {
    const store = make();
    const before = tokenAt(ADA_SUBJECT, 1);
    const scoped: StoredMcpToken = {
      ...tokenAt(ADA_SUBJECT, 2),
      toolScope: { mode: 'listed', connectors: ['crm'] },
    };
    await store.create(before);
    await store.create(scoped);
    expect((await store.findBySecretHash(before.secretHash))?.toolScope).toBeUndefined();
    expect((await store.findBySecretHash(scoped.secretHash))?.toolScope).toEqual(scoped.toolScope);

    const listed: McpToolScope = {
      mode: 'listed',
      connectors: ['crm', 'docsapp'],
      tools: ['crm_list_people'],
    };
    expect(await store.update(GRACE_SUBJECT, before.id, { mode: 'discover' })).toBeUndefined();
    expect((await store.findBySecretHash(before.secretHash))?.toolScope).toBeUndefined();
    const updated = await store.update(ADA_SUBJECT, before.id, listed);
    expect(updated).toEqual({ ...before, toolScope: listed });
    expect((await store.findBySecretHash(before.secretHash))?.toolScope).toEqual(listed);
    expect((await store.list(ADA_SUBJECT)).map((token) => token.toolScope)).toEqual([
      scoped.toolScope,
      listed,
    ]);
    await store.touch(before.id, Date.parse('2026-01-01T00:00:00.500Z'));
    expect(await store.update(ADA_SUBJECT, before.id, { mode: 'discover' })).toMatchObject({
      lastUsedAt: Date.parse('2026-01-01T00:00:00.500Z'),
      toolScope: { mode: 'discover' },
    });

    await store.revoke(ADA_SUBJECT, scoped.id);
    expect(await store.update(ADA_SUBJECT, scoped.id, { mode: 'discover' })).toBeUndefined();
    expect(await store.update(ADA_SUBJECT, 'mcpt_missing000000000000', { mode: 'discover' })).toBe(
      undefined,
    );
    expect(await store.findBySecretHash(scoped.secretHash)).toBeUndefined();
  });
}
