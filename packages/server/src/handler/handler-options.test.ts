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
      connectors: [...CONNECTOR_IDS],
      stateTtlSeconds: 600,
      basePath: '/api/plugboard',
      timeoutMs: 10_000,
    });
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
});
