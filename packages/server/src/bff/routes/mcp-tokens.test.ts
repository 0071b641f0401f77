import {
  createMcpTokenResponseSchema,
  mcpTokensResponseSchema,
  updateMcpTokenResponseSchema,
} from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import { createMemoryMcpTokenStore } from '../../stores/memory-mcp-token-store.ts';
import { APP, createTestBff } from '../../test/bff-harness.ts';
import { ADA, ADA_ELSEWHERE, GRACE } from '../../test/test-users.ts';
import { setupEmulator } from '../../test/use-emulator.ts';

const upstream = setupEmulator();
const ENDPOINT = `${APP}/mcp`;

const mcpBff = (tokenStore = createMemoryMcpTokenStore()) =>
  createTestBff(upstream, { mcp: { endpoint: ENDPOINT }, stores: { mcpTokens: tokenStore } });
const ADA_SUBJECT = JSON.stringify([ADA.identifier, ADA.organizationId, null]);

describe('/mcp/tokens', () => {
  it('creates a token whose secret is shown once and stored only hashed, then lists and revokes it', async () => {
    const store = createMemoryMcpTokenStore();
    const bff = mcpBff(store);
    const created = await bff.send('POST', '/mcp/tokens', {
      body: { name: 'Laptop', client: 'cursor', expires_in_days: 30 },
    });
    expect(created.status).toBe(201);
    const { token, secret } = createMcpTokenResponseSchema.parse(created.json);
    expect(token).toMatchObject({
      name: 'Laptop',
      client: 'cursor',
      tool_scope: { mode: 'discover' },
      last_used_at: null,
    });
    expect(token.hint).toBe(secret.slice(-4));
    const days = (Date.parse(token.expires_at) - Date.parse(token.created_at)) / 86_400_000;
    expect(days).toBe(30);

    const listed = await bff.send('GET', '/mcp/tokens');
    expect(listed.status).toBe(200);
    expect(mcpTokensResponseSchema.parse(listed.json)).toEqual({
      endpoint: ENDPOINT,
      tokens: [token],
    });
    expect(listed.text).not.toContain(secret);
    const stored = await store.list(ADA_SUBJECT);
    expect(JSON.stringify(stored)).not.toContain(secret);

    const revoked = await bff.send('DELETE', `/mcp/tokens/${token.id}`);
    expect(revoked.status).toBe(204);
    expect((await bff.send('GET', '/mcp/tokens')).json.tokens).toEqual([]);
    const again = await bff.send('DELETE', `/mcp/tokens/${token.id}`);
    expect(again.status).toBe(404);
  });

  it('defaults to 90 days, and refuses a bad body naming the field', async () => {
    const bff = mcpBff();
    const created = await bff.send('POST', '/mcp/tokens', {
      body: { name: 'CI', client: 'other' },
    });
    const { token } = createMcpTokenResponseSchema.parse(created.json);
    expect((Date.parse(token.expires_at) - Date.parse(token.created_at)) / 86_400_000).toBe(90);
    for (const body of [
      { name: '', client: 'cursor' },
      { name: 'x', client: 'emacs' },
      { name: 'x', client: 'cursor', expires_in_days: 366 },
    ]) {
      const bad = await bff.send('POST', '/mcp/tokens', { body });
      expect(bad.status).toBe(400);
      expect(bad.json.error.code).toBe('VALIDATION_FAILED');
    }
    const badId = await bff.send('DELETE', '/mcp/tokens/nope');
    expect(badId.json.error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
  });

  it('makes a token for an unspecified client ("other") when the body names none', async () => {
    const created = await mcpBff().send('POST', '/mcp/tokens', { body: { name: 'Script' } });
    expect(created.status).toBe(201);
    expect(createMcpTokenResponseSchema.parse(created.json).token.client).toBe('other');
  });

  it('shows each user only their own tokens, and never revokes another user’s', async () => {
    const bff = mcpBff();
    const ada = await bff.send('POST', '/mcp/tokens', { body: { name: 'Ada', client: 'vscode' } });
    await bff.send('POST', '/mcp/tokens', {
      user: GRACE,
      body: { name: 'Grace', client: 'cursor' },
    });
    const graces = await bff.send('GET', '/mcp/tokens', { user: GRACE });
    expect(graces.json.tokens.map((token: { name: string }) => token.name)).toEqual(['Grace']);
    const elsewhere = await bff.send('GET', '/mcp/tokens', { user: ADA_ELSEWHERE });
    expect(elsewhere.json.tokens).toEqual([]);
    const stolen = await bff.send('DELETE', `/mcp/tokens/${ada.json.token.id}`, { user: GRACE });
    expect(stolen.status).toBe(404);
    expect((await bff.send('GET', '/mcp/tokens')).json.tokens).toHaveLength(1);
  });

  it('refuses cross-site writes and anonymous reads, like every BFF route', async () => {
    const bff = mcpBff();
    const forged = await bff.send('POST', '/mcp/tokens', {
      body: { name: 'x', client: 'cursor' },
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.json.error.code).toBe('CROSS_SITE_REQUEST');
    const anonymous = await bff.send('GET', '/mcp/tokens', { user: null });
    expect(anonymous.status).toBe(401);
  });

  it('makes a token with the connectors and tools the user chose, and lists its scope', async () => {
    const bff = mcpBff();
    const tool_scope = {
      mode: 'listed',
      connectors: ['crm', 'docsapp'],
      tools: ['crm_list_people'],
    };
    const created = await bff.send('POST', '/mcp/tokens', { body: { name: 'CRM', tool_scope } });
    expect(created.status).toBe(201);
    expect(createMcpTokenResponseSchema.parse(created.json).token.tool_scope).toEqual(tool_scope);
    const listed = mcpTokensResponseSchema.parse((await bff.send('GET', '/mcp/tokens')).json);
    expect(listed.tokens[0]?.tool_scope).toEqual(tool_scope);
  });

  it('refuses a scope naming a connector or a tool the app does not allow, naming them', async () => {
    const bff = createTestBff(upstream, {
      tools: { connectors: ['crm', 'docsapp'] },
      mcp: { endpoint: ENDPOINT },
      stores: { mcpTokens: createMemoryMcpTokenStore() },
    });
    const refused = await bff.send('POST', '/mcp/tokens', {
      body: {
        name: 'x',
        tool_scope: {
          mode: 'listed',
          connectors: ['crm', 'video'],
          tools: ['crm_list_people', 'crm_create_task'],
        },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('VALIDATION_FAILED');
    expect(refused.json.error.message).toContain('connector video and tool crm_create_task');
    const malformed = await bff.send('POST', '/mcp/tokens', {
      body: { name: 'x', tool_scope: { mode: 'listed', connectors: [] } },
    });
    expect(malformed.json.error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect(malformed.json.error.message).toMatch(/tool_scope\.connectors/);
    expect((await bff.send('GET', '/mcp/tokens')).json.tokens).toEqual([]);
  });

  it('changes a token’s scope for its owner only, checked as on creation', async () => {
    const store = createMemoryMcpTokenStore();
    const bff = mcpBff(store);
    const { token } = createMcpTokenResponseSchema.parse(
      (await bff.send('POST', '/mcp/tokens', { body: { name: 'Laptop' } })).json,
    );
    const crm = { mode: 'listed', connectors: ['crm'] };
    const changed = await bff.send('PATCH', `/mcp/tokens/${token.id}`, {
      body: { tool_scope: crm },
    });
    expect(changed.status).toBe(200);
    expect(updateMcpTokenResponseSchema.parse(changed.json).token).toEqual({
      ...token,
      tool_scope: crm,
    });
    expect((await store.list(ADA_SUBJECT))[0]?.toolScope).toEqual(crm);
    expect((await bff.send('GET', '/mcp/tokens')).json.tokens[0].tool_scope).toEqual(crm);

    const stolen = await bff.send('PATCH', `/mcp/tokens/${token.id}`, {
      user: GRACE,
      body: { tool_scope: { mode: 'discover' } },
    });
    expect(stolen.status).toBe(404);
    const missing = await bff.send('PATCH', '/mcp/tokens/mcpt_0000000000000000missing', {
      body: { tool_scope: { mode: 'discover' } },
    });
    expect(missing.status).toBe(404);
    expect(stolen.json.error.code).toBe(missing.json.error.code);
    const notAllowed = await bff.send('PATCH', `/mcp/tokens/${token.id}`, {
      body: { tool_scope: { mode: 'listed', connectors: ['crm'], tools: ['crm_create_task'] } },
    });
    expect(notAllowed.json.error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect(notAllowed.json.error.message).toContain('tool crm_create_task');
    const forged = await bff.send('PATCH', `/mcp/tokens/${token.id}`, {
      body: { tool_scope: { mode: 'discover' } },
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.json.error.code).toBe('CROSS_SITE_REQUEST');
    expect((await store.list(ADA_SUBJECT))[0]?.toolScope).toEqual(crm);
  });

  it('shows a token stored before scopes existed as discovering', async () => {
    const store = createMemoryMcpTokenStore();
    const bff = mcpBff(store);
    const { token } = createMcpTokenResponseSchema.parse(
      (await bff.send('POST', '/mcp/tokens', { body: { name: 'Old' } })).json,
    );
    const [stored] = await store.list(ADA_SUBJECT);
    if (stored === undefined) throw new Error('not stored');
    const { toolScope: _dropped, ...old } = stored;
    await store.revoke(ADA_SUBJECT, token.id);
    await store.create(old);
    const listed = await bff.send('GET', '/mcp/tokens');
    expect(listed.json.tokens[0]).toMatchObject({ id: token.id, tool_scope: { mode: 'discover' } });
  });

  it('answers 404 when the host did not give the mcp option', async () => {
    const bff = createTestBff(upstream);
    const answer = await bff.send('GET', '/mcp/tokens');
    expect(answer.status).toBe(404);
    expect(answer.json.error.message).toMatch(/mcp option/);
  });
});
