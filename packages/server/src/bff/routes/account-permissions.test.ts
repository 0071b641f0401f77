import { accountPermissionsSchema } from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import {
  connectAccount,
  createReadOnlyVideoAccount,
  createTestBff,
  createWebsearchAccount,
} from '../../test/bff-harness.ts';
import { ADA, GRACE } from '../../test/test-users.ts';
import { setupEmulator } from '../../test/use-emulator.ts';

const upstream = setupEmulator();

describe('GET /accounts/:id/permissions', () => {
  it('names the scope tags a video grant satisfies and what each allowed tool lacks, without one credential read', async () => {
    const bff = createTestBff(upstream, {
      tools: {
        connectors: ['video'],
        allowed: ['video_comments_list', 'video_captions_list', 'video_playlist_delete'],
      },
    });
    const account = await createReadOnlyVideoAccount(upstream);
    const answer = await bff.send('GET', `/accounts/${account.id}/permissions`);
    expect(answer.status).toBe(200);
    expect(accountPermissionsSchema.parse(answer.json)).toEqual({
      account_id: account.id,
      connector: 'video',
      authorization_type: 'OAUTH',
      scopes: ['ro'],
      tools: [
        {
          tool: 'video_captions_list',
          effect: 'read',
          runnable: false,
          missing_scopes: ['ssl'],
          plan: null,
        },
        {
          tool: 'video_comments_list',
          effect: 'read',
          runnable: true,
          missing_scopes: [],
          plan: null,
        },
        {
          tool: 'video_playlist_delete',
          effect: 'delete',
          runnable: false,
          missing_scopes: ['full'],
          plan: null,
        },
      ],
    });
    expect(upstream.count('/api/v1/connected_accounts/auth')).toBe(0);
    expect(answer.text).not.toContain('video-token-ro');
  });

  it('gives no scopes for an API key, and the plan tier each web search tool needs', async () => {
    const bff = createTestBff(upstream, {
      tools: {
        connectors: ['websearch'],
        allowed: ['websearch_web_search', 'websearch_chat_completions', 'websearch_local_pois'],
      },
    });
    const account = await createWebsearchAccount(upstream);
    const answer = await bff.send('GET', `/accounts/${account.id}/permissions`);
    expect(answer.json).toMatchObject({ authorization_type: 'API_KEY', scopes: null });
    expect(
      answer.json.tools.map((tool: { tool: string; runnable: boolean; plan: string }) => [
        tool.tool,
        tool.runnable,
        tool.plan,
      ]),
    ).toEqual([
      ['websearch_web_search', true, 'free'],
      ['websearch_chat_completions', true, 'ai'],
      ['websearch_local_pois', false, 'data_for_ai'],
    ]);
    expect(answer.text).not.toContain('ws-key-ada');
    expect(upstream.count('/api/v1/connected_accounts/auth')).toBe(0);
  });

  it('lists every allowed tool as not runnable while the account is not ACTIVE', async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    const account = await connectAccount(bff, 'crm');
    await upstream.emulator.control.setAccountStatus(account.id, 'DISCONNECTED');
    const answer = await bff.send('GET', `/accounts/${account.id}/permissions`);
    expect(answer.json.scopes).toBeNull();
    expect(answer.json.tools.length).toBeGreaterThan(0);
    expect(answer.json.tools.every((tool: { runnable: boolean }) => !tool.runnable)).toBe(true);
  });

  it("answers 404 for another user's account and for a malformed id", async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    const account = await connectAccount(bff, 'crm', GRACE);
    const other = await bff.send('GET', `/accounts/${account.id}/permissions`, { user: ADA });
    expect(other.status).toBe(404);
    expect(other.json.error.code).toBe('NOT_FOUND');
    expect(upstream.count('/api/v1/tools/scoped')).toBe(0);
    const malformed = await bff.send('GET', '/accounts/nope/permissions');
    expect(malformed.status).toBe(400);
  });
});
