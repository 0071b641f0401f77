import { createMcpTokenResponseSchema, mcpTokensResponseSchema } from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import { createMemoryMcpTokenStore } from '../mcp-tokens/memory-mcp-token-store.ts';
import { APP, createTestBff } from '../test/bff-harness.ts';
import { ADA, ADA_ELSEWHERE, GRACE } from '../test/test-users.ts';
import { setupEmulator } from '../test/use-emulator.ts';

const upstream = setupEmulator();
const ENDPOINT = `${APP}/mcp`;

const mcpBff = (tokenStore = createMemoryMcpTokenStore()) =>
  createTestBff(upstream, { mcp: { endpoint: ENDPOINT, tokenStore } });

describe('/mcp/tokens', () => {
  it('creates a token whose secret is shown once and stored only hashed, then lists and revokes it', async () => {
    const store = createMemoryMcpTokenStore();
    const bff = mcpBff(store);
    const created = await bff.send('POST', '/mcp/tokens', {
      body: { name: 'Laptop', client: 'cursor', expires_in_days: 30 },
    });
    expect(created.status).toBe(201);
    const { token, secret } = createMcpTokenResponseSchema.parse(created.json);
    expect(token).toMatchObject({ name: 'Laptop', client: 'cursor', last_used_at: null });
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
    const stored = await store.list(JSON.stringify([ADA.identifier, ADA.organizationId, null]));
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

  it('answers 404 when the host did not give the mcp option', async () => {
    const bff = createTestBff(upstream);
    const answer = await bff.send('GET', '/mcp/tokens');
    expect(answer.status).toBe(404);
    expect(answer.json.error.message).toMatch(/mcp option/);
  });
});
