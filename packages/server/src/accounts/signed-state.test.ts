import { describe, expect, it } from 'vitest';
import { decodeBase64url, encodeBase64url } from '../common/base64url.ts';
import { createMemoryUsedStateStore } from '../stores/used-state-store.ts';
import { createSignedState } from './signed-state.ts';

const ADA = JSON.stringify(['ada@example.com', 'org_1', null]);
const GRACE = JSON.stringify(['grace@example.com', 'org_1', null]);

function signer(options: { secret?: string; ttlSeconds?: number } = {}) {
  const clock = { now: Date.parse('2030-01-01T00:00:00Z') };
  const now = () => clock.now;
  const states = createSignedState({
    clientSecret: options.secret ?? 'client-secret',
    ttlSeconds: options.ttlSeconds ?? 600,
    now,
    usedStates: createMemoryUsedStateStore(now),
  });
  return { states, clock };
}

describe('createSignedState', () => {
  it('inspects a state without a subject and spends nothing; it carries the holder hint', async () => {
    const { states, clock } = signer();
    const state = await states.mint(ADA, 'crm', undefined, { u: 'a•••@example.com', o: 'Acme' });
    expect(await states.inspect(state)).toEqual({
      ok: true,
      connector: 'crm',
      holder: { u: 'a•••@example.com', o: 'Acme' },
    });
    expect(await states.check(state, GRACE)).toEqual({ ok: false, reason: 'other-session' });
    expect(await states.check(state, ADA)).toMatchObject({ ok: true });
    expect(await states.inspect('x.y')).toEqual({ ok: false, reason: 'forged' });
    expect(await states.inspect('x')).toEqual({ ok: false, reason: 'malformed' });
    const later = await states.mint(ADA, 'crm');
    clock.now += 600_000;
    expect(await states.inspect(later)).toEqual({ ok: false, reason: 'expired' });
  });

  it('accepts its own state once, for the same subject, and gives back the connector', async () => {
    const { states } = signer();
    const state = await states.mint(ADA, 'crm');
    expect(await states.check(state, ADA)).toMatchObject({ ok: true, connector: 'crm' });
    expect(await states.check(state, ADA)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('tells when the attempt began and carries the return_to URL', async () => {
    const { states, clock } = signer();
    const minted = clock.now;
    const state = await states.mint(ADA, 'docsapp', 'https://app.example.com/settings');
    clock.now += 30_000;
    expect(await states.check(state, ADA)).toEqual({
      ok: true,
      connector: 'docsapp',
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      issuedAt: minted,
      returnTo: 'https://app.example.com/settings',
    });
  });

  it('accepts a released state once more', async () => {
    const { states } = signer();
    const state = await states.mint(ADA, 'crm');
    const first = await states.check(state, ADA);
    if (!first.ok) throw new Error('expected a valid state');
    await states.release(first.nonce);
    expect(await states.check(state, ADA)).toMatchObject({ ok: true });
    expect(await states.check(state, ADA)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('does not reveal the subject in the state', async () => {
    const { states } = signer();
    const state = await states.mint(ADA, 'crm');
    const payload = new TextDecoder().decode(decodeBase64url(state.split('.')[0] ?? ''));
    expect(payload).not.toContain('ada');
    expect(payload).not.toContain('org_1');
  });

  it("refuses another subject's state without spending it", async () => {
    const { states } = signer();
    const state = await states.mint(ADA, 'crm');
    expect(await states.check(state, GRACE)).toEqual({ ok: false, reason: 'other-session' });
    expect(await states.check(state, ADA)).toMatchObject({ ok: true, connector: 'crm' });
  });

  it('accepts a state until its expiry and refuses it from then on', async () => {
    const { states, clock } = signer({ ttlSeconds: 600 });
    const first = await states.mint(ADA, 'crm');
    const second = await states.mint(ADA, 'crm');
    clock.now += 599_999;
    expect(await states.check(first, ADA)).toMatchObject({ ok: true, connector: 'crm' });
    clock.now += 1;
    expect(await states.check(second, ADA)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a state whose payload was changed', async () => {
    const { states } = signer();
    const [part, signature] = (await states.mint(ADA, 'crm')).split('.');
    const payload = JSON.parse(new TextDecoder().decode(decodeBase64url(part ?? '')));
    const changed = encodeBase64url(
      new TextEncoder().encode(JSON.stringify({ ...payload, c: 'doclib' })),
    );
    expect(await states.check(`${changed}.${signature}`, ADA)).toEqual({
      ok: false,
      reason: 'forged',
    });
  });

  it("carries a further account's slot, signed: a state whose slot was changed or added is forged", async () => {
    const { states } = signer();
    const state = await states.mint(ADA, 'crm', undefined, undefined, 'abcdefgh');
    const [part, signature] = state.split('.');
    const payload = JSON.parse(new TextDecoder().decode(decodeBase64url(part ?? '')));
    for (const a of ['zzzzzzzz', undefined]) {
      const changed = encodeBase64url(new TextEncoder().encode(JSON.stringify({ ...payload, a })));
      expect(await states.check(`${changed}.${signature}`, ADA)).toEqual({
        ok: false,
        reason: 'forged',
      });
    }
    expect(await states.check(state, ADA)).toMatchObject({ ok: true, slot: 'abcdefgh' });
    const first = await states.mint(ADA, 'crm');
    expect(await states.check(first, ADA)).not.toHaveProperty('slot');
  });

  it('refuses a state signed with another secret', async () => {
    const state = await signer({ secret: 'another-secret' }).states.mint(ADA, 'crm');
    expect(await signer().states.check(state, ADA)).toEqual({ ok: false, reason: 'forged' });
  });

  it.each([
    ['no separator', 'abc'],
    ['three parts', 'a.b.c'],
    ['not base64url', 'a+b.c/d'],
    ['empty', ''],
  ])('calls a state with %s malformed or forged, never valid', async (_label, state) => {
    const result = await signer().states.check(state, ADA);
    expect(result.ok).toBe(false);
  });
});
