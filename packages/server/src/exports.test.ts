import { describe, expect, it } from 'vitest';

// A change to the public API must be deliberate: it shows up here (docs/internals/code-style.md §"Every published package").
describe('public exports', () => {
  it('@plugboard/server', async () => {
    expect(Object.keys(await import('@plugboard/server')).sort()).toEqual([
      'UpstreamError',
      'createMemoryActivityStore',
      'createMemoryMcpTokenStore',
      'createPlugboardHandler',
      'createUpstreamClient',
      'prepareMcpSession',
    ]);
  });

  it('@plugboard/server/express', async () => {
    expect(Object.keys(await import('@plugboard/server/express')).sort()).toEqual([
      'createPlugboardExpress',
    ]);
  });

  it('@plugboard/server/node', async () => {
    expect(Object.keys(await import('@plugboard/server/node')).sort()).toEqual([
      'allowLongRequest',
      'createBoundedServer',
      'createPlugboardNodeHandler',
    ]);
  });

  it('@plugboard/server/redis', async () => {
    expect(Object.keys(await import('@plugboard/server/redis')).sort()).toEqual([
      'createRedisAccountEventBus',
      'createRedisAccountEventOrder',
      'createRedisActivityStore',
      'createRedisMcpTokenStore',
      'createRedisRateLimitStore',
      'createRedisUsedStateStore',
    ]);
  });

  it('@plugboard/server/mcp', async () => {
    expect(Object.keys(await import('@plugboard/server/mcp')).sort()).toEqual([
      'APP_VIEW_MIME_TYPE',
      'appViewUri',
      'createJwtAccessTokenVerifier',
      'createPlugboardMcpExpress',
      'createPlugboardMcpHandler',
      'createPlugboardMcpNodeHandler',
    ]);
  });

  it('@plugboard/server/ai', async () => {
    expect(Object.keys(await import('@plugboard/server/ai')).sort()).toEqual([
      'createPlugboardTools',
      'plugboardToolDefinitions',
      'runTool',
    ]);
  });
});
