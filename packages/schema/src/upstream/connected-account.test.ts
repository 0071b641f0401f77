import { describe, expect, test } from 'vitest';
import {
  connectedAccountListSchema,
  connectedAccountSchema,
  connectedAccountSummarySchema,
} from './connected-account.ts';

const summary = {
  id: 'ca_2kX9',
  connection_id: 'conn_docsapp',
  connector: 'docsapp',
  identifier: 'ada@acme.test',
  provider: 'CUSTOM',
  authorization_type: 'OAUTH',
  status: 'ACTIVE',
  token_expires_at: '2026-11-22T12:00:00.000Z',
  updated_at: '2026-11-22T11:00:00Z',
};

describe('connected account (docs/internals/upstream-api.md §2.1)', () => {
  test('accepts the summary form and leaves out absent optional fields', () => {
    const parsed = connectedAccountSummarySchema.parse(summary);
    expect(parsed).toEqual(summary);
    expect('last_used_at' in parsed).toBe(false);
  });

  test('ids are prefixed ca_', () => {
    const result = connectedAccountSummarySchema.safeParse({ ...summary, id: 'acct_1' });
    expect(result.error?.issues[0]?.path).toEqual(['id']);
  });

  test('rejects a status outside section 3', () => {
    const result = connectedAccountSummarySchema.safeParse({ ...summary, status: 'PENDING' });
    expect(result.error?.issues[0]?.path).toEqual(['status']);
  });

  test('rejects a connector the project does not know', () => {
    expect(connectedAccountSummarySchema.safeParse({ ...summary, connector: 'mail' }).success).toBe(
      false,
    );
  });

  test('full form carries either an oauth token or static credentials', () => {
    expect(
      connectedAccountSchema.parse({
        ...summary,
        api_config: { timeout_ms: 5000 },
        authorization_details: { oauth_token: { access_token: 'at', scopes: ['read'] } },
      }).authorization_details,
    ).toEqual({ oauth_token: { access_token: 'at', scopes: ['read'] } });
    expect(
      connectedAccountSchema.safeParse({ ...summary, authorization_details: { password: 'x' } })
        .success,
    ).toBe(false);
  });

  test('list answers carry page tokens and an integer total_size', () => {
    const list = {
      connected_accounts: [summary],
      next_page_token: '',
      prev_page_token: '',
      total_size: 1,
    };
    expect(connectedAccountListSchema.parse(list).total_size).toBe(1);
    expect(connectedAccountListSchema.safeParse({ ...list, total_size: '1' }).success).toBe(false);
  });
});
