import { accountActivityPageSchema } from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import type { ActivityStore } from '../../stores/activity-store.ts';
import { connectAccount, createTestBff, createWebsearchAccount } from '../../test/bff-harness.ts';
import { ADA, GRACE } from '../../test/test-users.ts';
import { setupEmulator } from '../../test/use-emulator.ts';

const upstream = setupEmulator();
const NEEDLE = 'needle-params-7c1e';

const websearchBff = (overrides = {}) =>
  createTestBff(upstream, {
    ...overrides,
    tools: { connectors: ['websearch'], allowed: ['websearch_web_search', 'websearch_local_pois'] },
  });

describe('GET /accounts/:id/activity', () => {
  it('lists each run of POST /tools/execute and of the model tools, newest first, never their params', async () => {
    const bff = websearchBff();
    const account = await createWebsearchAccount(upstream);
    const ran = await bff.send('POST', '/tools/execute', {
      body: { tool_name: 'websearch_web_search', params: { q: NEEDLE } },
    });
    expect(ran.status).toBe(200);
    const refused = await bff.send('POST', '/tools/execute', {
      body: { tool_name: 'websearch_local_pois', params: { ids: [NEEDLE] } },
    });
    expect(refused.json.error.code).toBe('TOOL_FAILED');
    const modelRun = await bff.plugboard.tools.run('websearch_web_search', { q: NEEDLE }, ADA, {
      tools: ['websearch_web_search'],
    });
    expect(modelRun.status).toBe('ok');

    const answer = await bff.send('GET', `/accounts/${account.id}/activity`);
    expect(answer.status).toBe(200);
    const page = accountActivityPageSchema.parse(answer.json);
    expect(page.next_cursor).toBeNull();
    expect(page.entries.map((entry) => [entry.tool, entry.outcome, entry.error_code])).toEqual([
      ['websearch_web_search', 'success', null],
      ['websearch_local_pois', 'error', 'TOOL_FAILED'],
      ['websearch_web_search', 'success', null],
    ]);
    expect(page.entries[2]).toMatchObject({
      effect: 'read',
      execution_id: ran.json.execution_id,
      actor: { identifier: ADA.identifier, you: true },
    });
    expect(page.entries[1]?.execution_id).toBeNull();
    expect(page.entries.every((entry) => entry.duration_ms >= 0)).toBe(true);
    expect(answer.text).not.toContain(NEEDLE);
  });

  it('pages with limit and next_cursor, and refuses a bad limit or cursor', async () => {
    const bff = websearchBff();
    const account = await createWebsearchAccount(upstream);
    for (const q of ['one', 'two', 'three']) {
      await bff.send('POST', '/tools/execute', {
        body: { tool_name: 'websearch_web_search', params: { q } },
      });
    }
    const path = `/accounts/${account.id}/activity`;
    const first = await bff.send('GET', `${path}?limit=2`);
    expect(first.json.entries).toHaveLength(2);
    const rest = await bff.send('GET', `${path}?limit=2&cursor=${first.json.next_cursor}`);
    expect(rest.json.entries).toHaveLength(1);
    expect(rest.json.next_cursor).toBeNull();
    const ids = [...first.json.entries, ...rest.json.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(3);
    for (const query of ['limit=0', 'limit=51', 'cursor=abc']) {
      const bad = await bff.send('GET', `${path}?${query}`);
      expect(bad.status).toBe(400);
      expect(bad.json.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it("answers 404 for another user's account, with the same check as every account route", async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    const graces = await connectAccount(bff, 'crm', GRACE);
    const answer = await bff.send('GET', `/accounts/${graces.id}/activity`, { user: ADA });
    expect(answer.status).toBe(404);
    expect(answer.json.error.code).toBe('NOT_FOUND');
  });

  it('answers the tool run when the store fails or hangs, and logs the failure without secrets', async () => {
    const failing: ActivityStore = {
      append: () => Promise.reject(new Error('redis is down')),
      page: () => ({ records: [], nextCursor: null }),
    };
    const bff = websearchBff({ activityStore: failing });
    await createWebsearchAccount(upstream);
    const ran = await bff.send('POST', '/tools/execute', {
      body: { tool_name: 'websearch_web_search', params: { q: 'x' } },
    });
    expect(ran.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const logged = bff.log.find((entry) => entry.event === 'activity.store_failed');
    expect(logged).toMatchObject({
      level: 'warn',
      message: expect.stringContaining('redis is down'),
    });
    expect(JSON.stringify(bff.log)).not.toContain(upstream.emulator.clientSecret);

    const hanging: ActivityStore = {
      append: () => new Promise(() => {}),
      page: () => ({ records: [], nextCursor: null }),
    };
    const slow = websearchBff({ activityStore: hanging });
    const answered = await slow.send('POST', '/tools/execute', {
      body: { tool_name: 'websearch_web_search', params: { q: 'x' } },
    });
    expect(answered.status).toBe(200);
  });
});
