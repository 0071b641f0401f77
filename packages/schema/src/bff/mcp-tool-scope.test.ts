import { describe, expect, it } from 'vitest';
import {
  isToolListingOAuthScope,
  mcpToolScopeOfOAuthScopes,
  mcpToolScopeSchema,
} from './mcp-tool-scope.ts';

describe('mcpToolScopeSchema', () => {
  it('takes discovery, whole connectors, or single tools of the chosen connectors', () => {
    expect(mcpToolScopeSchema.parse({ mode: 'discover' })).toEqual({ mode: 'discover' });
    expect(mcpToolScopeSchema.parse({ mode: 'listed', connectors: ['crm', 'video'] })).toEqual({
      mode: 'listed',
      connectors: ['crm', 'video'],
    });
    expect(
      mcpToolScopeSchema.parse({ mode: 'listed', connectors: ['crm'], tools: ['crm_list_people'] }),
    ).toEqual({ mode: 'listed', connectors: ['crm'], tools: ['crm_list_people'] });
  });

  it('says which tool lies outside the chosen connectors', () => {
    const result = mcpToolScopeSchema.safeParse({
      mode: 'listed',
      connectors: ['crm'],
      tools: ['crm_list_people', 'video_channels_list'],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['tools', 1],
        message: 'video_channels_list is a video tool; add video to connectors or drop the tool',
      }),
    ]);
  });

  it('refuses an empty or repeated choice and an unknown mode', () => {
    expect(mcpToolScopeSchema.safeParse({ mode: 'listed', connectors: [] }).success).toBe(false);
    expect(
      mcpToolScopeSchema.safeParse({ mode: 'listed', connectors: ['crm', 'crm'] }).success,
    ).toBe(false);
    expect(
      mcpToolScopeSchema.safeParse({ mode: 'listed', connectors: ['crm'], tools: ['nope'] })
        .success,
    ).toBe(false);
    expect(mcpToolScopeSchema.safeParse({ mode: 'everything' }).success).toBe(false);
  });
});

describe('mcpToolScopeOfOAuthScopes', () => {
  it('lists the granted connectors, narrowed to granted tools of them', () => {
    expect(mcpToolScopeOfOAuthScopes('offline_access connector:crm connector:video')).toEqual({
      mode: 'listed',
      connectors: ['crm', 'video'],
    });
    expect(
      mcpToolScopeOfOAuthScopes('connector:crm tool:crm_list_people tool:video_channels_list'),
    ).toEqual({ mode: 'listed', connectors: ['crm'], tools: ['crm_list_people'] });
  });

  it('discovers when no connector is granted, ignoring what it does not know', () => {
    expect(mcpToolScopeOfOAuthScopes(undefined)).toEqual({ mode: 'discover' });
    expect(mcpToolScopeOfOAuthScopes('offline_access connector:nope tool:crm_list_people')).toEqual(
      { mode: 'discover' },
    );
  });
});

describe('isToolListingOAuthScope', () => {
  it('tells the connector and tool scopes from the others', () => {
    expect(['connector:crm', 'tool:crm_list_people'].map(isToolListingOAuthScope)).toEqual([
      true,
      true,
    ]);
    expect(['offline_access', 'tools', 'openid'].map(isToolListingOAuthScope)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
