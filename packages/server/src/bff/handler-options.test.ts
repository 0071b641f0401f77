import { CONNECTOR_IDS } from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import { type PlugboardHandlerOptions, parseHandlerOptions } from './handler-options.ts';

const valid: PlugboardHandlerOptions = {
  baseUrl: 'https://upstream.example.com',
  clientId: 'client',
  clientSecret: 'super-secret-value',
  verifyCallbackUrl: 'https://app.example.com/connect/callback',
  resolveUser: () => null,
};

describe('parseHandlerOptions', () => {
  it('fills in the defaults', () => {
    const settings = parseHandlerOptions(valid);
    expect(settings).toMatchObject({
      allowedOrigins: ['https://app.example.com'],
      linkOrigins: ['https://upstream.example.com'],
      connectors: [...CONNECTOR_IDS],
      allowedTools: undefined,
      allowedProxyRequests: ['list_sites', 'get_root_site', 'get_file_metadata'],
      stateTtlSeconds: 600,
      basePath: '/api/plugboard',
      timeoutMs: 10_000,
      retry: { maxRetries: 2, baseDelayMs: 100, maxDelayMs: 2_000 },
      rateLimits: {
        perUser: { limit: 300, windowSeconds: 60 },
        perIp: { limit: 1_200, windowSeconds: 60 },
      },
      maxBodyBytes: 65_536,
      maxProxyBodyBytes: 4_194_304,
    });
  });

  it("leaves every account the user's and nobody a manager unless told, and checks the ownership it is told", async () => {
    const settings = parseHandlerOptions(valid);
    expect(settings.accountOwnership).toEqual({});
    expect(
      await settings.canManageOrganizationAccounts({ identifier: 'a', organizationId: 'o' }),
    ).toBe(false);
    expect(() =>
      parseHandlerOptions({
        ...valid,
        canManageOrganizationAccounts: 'admins' as never,
        activityStore: {} as never,
      }),
    ).toThrowError(
      /canManageOrganizationAccounts: must be a function[\s\S]*activityStore: must be an object with append/,
    );
    expect(() =>
      parseHandlerOptions({
        ...valid,
        connectors: ['crm'],
        accountOwnership: { warehouse: 'organization' },
      }),
    ).toThrowError(/accountOwnership\.warehouse: warehouse is not in connectors/);
  });

  it('throws one error listing every bad or missing setting, without their values', () => {
    const bad = {
      baseUrl: 'ftp://upstream.example.com',
      clientSecret: 'super-secret-value',
      verifyCallbackUrl: '/relative/callback',
      resolveUser: 'alice',
      allowedOrigins: ['https://app.example.com/path'],
      connectors: ['crm', 'mainframe'],
      stateTtlSeconds: 5,
      basePath: '/api/plugboard/',
    } as unknown as PlugboardHandlerOptions;
    let message = '';
    try {
      parseHandlerOptions(bad);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid Plugboard handler options:',
      '  - baseUrl: must be an absolute http(s) URL, such as https://your-env.example.com',
      '  - clientId: is required',
      '  - resolveUser: must be a function (context) => Promise<{ identifier, organizationId?, userId? } | null>',
      '  - verifyCallbackUrl: must be the absolute http(s) URL of your callback page',
      '  - allowedOrigins.0: must be an origin: scheme, host and port only, such as https://app.example.com',
      expect.stringMatching(/^ {2}- connectors\.1: /),
      expect.stringMatching(/^ {2}- stateTtlSeconds: /),
      '  - basePath: must start with / and not end with /, such as /api/plugboard',
    ]);
    expect(message).not.toContain('super-secret-value');
  });

  it('refuses a repeated connector and an empty connector list', () => {
    expect(() => parseHandlerOptions({ ...valid, connectors: ['crm', 'crm'] })).toThrowError(
      /connectors: must not repeat a connector/,
    );
    expect(() => parseHandlerOptions({ ...valid, connectors: [] })).toThrowError(/connectors: /);
  });

  it('names each bad setting of tools, proxy, limits and stores', () => {
    const bad = {
      ...valid,
      allowedTools: ['crm_get_company', 'crm_drop_database'],
      allowedProxyRequests: ['list_sites', 'delete_site'],
      rateLimits: { perUser: { limit: 0, windowSeconds: 60 }, perIp: 'off' },
      rateLimitStore: { get: () => 0 },
      usedStateStore: { markUsed: () => true },
      maxBodyBytes: 10,
      retry: { maxRetries: 9 },
      logger: 'console',
    } as unknown as PlugboardHandlerOptions;
    let message = '';
    try {
      parseHandlerOptions(bad);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid Plugboard handler options:',
      expect.stringMatching(/^ {2}- retry\.maxRetries: /),
      '  - logger: must be a function (entry) => void',
      '  - allowedTools.1: must be the name of a tool of the catalog',
      '  - allowedProxyRequests.1: must be one of list_sites, get_root_site, get_file_metadata, upload_file',
      '  - usedStateStore: must be an object with markUsed(nonce, expiresAt) and release(nonce)',
      expect.stringMatching(/^ {2}- rateLimits\.perUser\.limit: /),
      expect.stringMatching(/^ {2}- rateLimits\.perIp: /),
      '  - rateLimitStore: must be an object with increment(key, windowMs)',
      expect.stringMatching(/^ {2}- maxBodyBytes: /),
    ]);
  });

  it('checks settings against each other once each is valid', () => {
    expect(() =>
      parseHandlerOptions({
        ...valid,
        allowedOrigins: ['https://admin.example.com'],
        connectors: ['docsapp'],
        allowedTools: ['docsapp_page_get', 'crm_get_company'],
        allowedProxyRequests: ['list_sites'],
      }),
    ).toThrowError(
      [
        'Invalid Plugboard handler options:',
        '  - verifyCallbackUrl: must be on one of allowedOrigins (its origin https://app.example.com is not)',
        '  - allowedTools.1: crm_get_company is a crm tool, and crm is not in connectors',
        '  - allowedProxyRequests: needs doclib in connectors: the proxy reaches the document library only',
      ].join('\n'),
    );
  });
});
