import {
  connectedAccountDetailsResponseSchema,
  connectedAccountListSchema,
  connectedAccountResponseSchema,
} from '@plugboard/schema/upstream';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Answer, errorBody, seedOwners, setupEmulator } from '../../test/harness.ts';

/**
 * docs/internals/upstream-api.md §4.2 and §4.4: a selector names an account by id, or by connector and
 * identifier, optionally narrowed by organization_id and user_id. A narrowing field left out
 * matches any owner; a selector that still matches several accounts is a 400 that says which
 * field would tell them apart. Every endpoint that takes a selector is checked the same way.
 */
const t = setupEmulator();

const credentials = {
  oauth_token: { access_token: 'at', refresh_token: 'rt', scopes: ['docsapp.read'] },
};

beforeEach(async () => {
  await t.emulator.control.reset();
  await seedOwners(t.emulator, { organizations: ['org_1', 'org_2'], users: ['u1', 'u2'] });
});

async function createAccount(fields: Record<string, unknown>): Promise<string> {
  const answer = await t.api('POST', '/api/v1/connected_accounts', {
    ...fields,
    connected_account: { authorization_details: credentials },
  });
  expect(answer.status).toBe(201);
  return connectedAccountResponseSchema.parse(answer.body).connected_account.id;
}

/** Ada's docsapp account, held for org_1 and u1. */
const ADA = { connector: 'docsapp', identifier: 'ada@acme.test' } as const;

/** One endpoint that takes a selector: call it, and what it says the account was. */
interface SelectorEndpoint {
  name: string;
  call(selector: Record<string, string>): Promise<Answer>;
  /** The id of the account the successful answer acted on, when the answer tells. */
  accountOf?(answer: Answer): string;
}

const accountInAnswer = (answer: Answer) =>
  connectedAccountResponseSchema.parse(answer.body).connected_account.id;

const ENDPOINTS: readonly SelectorEndpoint[] = [
  {
    name: 'POST /api/v1/execute_tool',
    call: (selector) =>
      t.api('POST', '/api/v1/execute_tool', {
        tool_name: 'docsapp_user_list',
        params: {},
        ...selector,
      }),
  },
  {
    name: 'GET /api/v1/connected_accounts/auth',
    call: (selector) =>
      t.api('GET', `/api/v1/connected_accounts/auth?${new URLSearchParams(selector)}`),
    accountOf: accountInAnswer,
  },
  {
    name: 'GET /api/v1/connected_accounts/details',
    call: (selector) =>
      t.api('GET', `/api/v1/connected_accounts/details?${new URLSearchParams(selector)}`),
    // Strict: an answer with credentials would not parse.
    accountOf: (answer) =>
      connectedAccountDetailsResponseSchema.parse(answer.body).connected_account.id,
  },
  {
    name: 'PUT /api/v1/connected_accounts',
    call: (selector) =>
      t.api('PUT', '/api/v1/connected_accounts', {
        ...selector,
        connected_account: { api_config: { timeout_ms: 500 } },
      }),
    accountOf: accountInAnswer,
  },
  {
    name: 'POST /api/v1/connected_accounts/magic_link',
    call: (selector) =>
      t.api('POST', '/api/v1/connected_accounts/magic_link', {
        ...selector,
        user_verify_url: 'https://app.test/verify',
      }),
  },
  {
    name: 'GET /api/v1/tools (filter.connector, filter.identifier)',
    call: (selector) => {
      const query = new URLSearchParams();
      for (const [field, value] of Object.entries(selector)) query.set(`filter.${field}`, value);
      return t.api('GET', `/api/v1/tools?${query}`);
    },
  },
  {
    name: 'POST /api/v1/connected_accounts:delete',
    call: (selector) => t.api('POST', '/api/v1/connected_accounts:delete', selector),
  },
];

describe.each(ENDPOINTS)('$name', (endpoint) => {
  it('finds an account held for an organization and a user by connector and identifier alone', async () => {
    const id = await createAccount({ ...ADA, organization_id: 'org_1', user_id: 'u1' });
    const answer = await endpoint.call({ ...ADA });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (endpoint.accountOf) expect(endpoint.accountOf(answer)).toBe(id);
  });

  it('takes organization_id and user_id as narrowing, each or both', async () => {
    const id = await createAccount({ ...ADA, organization_id: 'org_1', user_id: 'u1' });
    const narrowings: Record<string, string>[] = [
      { organization_id: 'org_1' },
      { user_id: 'u1' },
      { organization_id: 'org_1', user_id: 'u1' },
    ];
    for (const narrowing of narrowings) {
      const answer = await endpoint.call({ ...ADA, ...narrowing });
      expect(answer.status, JSON.stringify(narrowing)).toBe(200);
      if (endpoint.accountOf) expect(endpoint.accountOf(answer)).toBe(id);
      if (endpoint.name.includes(':delete')) return; // the account is gone now
    }
  });

  it('answers 400 AMBIGUOUS_ACCOUNT_SELECTOR naming the field to add when several match', async () => {
    await createAccount({ ...ADA, organization_id: 'org_1', user_id: 'u1' });
    const u2 = await createAccount({ ...ADA, organization_id: 'org_1', user_id: 'u2' });
    for (const selector of [{ ...ADA }, { ...ADA, organization_id: 'org_1' }]) {
      const answer = await endpoint.call(selector);
      expect(answer.status, JSON.stringify(selector)).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'AMBIGUOUS_ACCOUNT_SELECTOR'));
      const { message } = answer.body as { message: string };
      expect(message).toContain('2 docsapp accounts have identifier "ada@acme.test"');
      expect(message).toMatch(/narrow the selector with user_id or (connected_account_id|id)\b/);
      expect(message).not.toContain('organization_id or');
    }
    const narrowed = await endpoint.call({ ...ADA, user_id: 'u2' });
    expect(narrowed.status).toBe(200);
    if (endpoint.accountOf) expect(endpoint.accountOf(narrowed)).toBe(u2);
  });

  it('names every owner field that tells the matches apart', async () => {
    await createAccount({ ...ADA, organization_id: 'org_1', user_id: 'u1' });
    await createAccount({ ...ADA, organization_id: 'org_2', user_id: 'u2' });
    const answer = await endpoint.call({ ...ADA });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toMatch(
      /narrow the selector with organization_id or user_id or (connected_account_id|id)\b/,
    );
  });
});

describe.each(ENDPOINTS.filter((endpoint) => !endpoint.name.includes('magic_link')))(
  '$name: no match',
  (endpoint) => {
    it('answers 404 when a narrowing field matches none of the accounts', async () => {
      await createAccount({ ...ADA, organization_id: 'org_1', user_id: 'u1' });
      const narrowings: Record<string, string>[] = [
        { user_id: 'u2' },
        { organization_id: 'org_2' },
      ];
      for (const narrowing of narrowings) {
        const answer = await endpoint.call({ ...ADA, ...narrowing });
        expect(answer.status, JSON.stringify(narrowing)).toBe(404);
      }
    });
  },
);

describe('POST /api/v1/connected_accounts/magic_link', () => {
  const link = (selector: Record<string, string>) =>
    t.api('POST', '/api/v1/connected_accounts/magic_link', {
      ...selector,
      user_verify_url: 'https://app.test/verify',
    });
  const total = async () =>
    connectedAccountListSchema.parse((await t.api('GET', '/api/v1/connected_accounts')).body)
      .total_size;

  it('reconnects the one account the selector narrows to, and creates one when none matches', async () => {
    await createAccount({ ...ADA, organization_id: 'org_1', user_id: 'u1' });
    expect((await link({ ...ADA, user_id: 'u1' })).status).toBe(200);
    expect((await link({ ...ADA })).status).toBe(200);
    expect(await total()).toBe(1);
    expect((await link({ ...ADA, user_id: 'u2' })).status).toBe(200);
    expect(await total()).toBe(2);
  });
});

describe('the document library proxy', () => {
  const proxy = (headers: Record<string, string>) =>
    t.request('/proxy/v1.0/sites/root', {
      headers: { connection_name: 'doclib', ...headers },
    });
  const withToken = async (headers: Record<string, string>) =>
    proxy({ authorization: `Bearer ${await t.token()}`, ...headers });
  const DOCLIB = { connector: 'doclib', identifier: 'ada@acme.test' } as const;

  it('finds the account by identifier alone, narrows by the owner headers, and refuses several', async () => {
    await createAccount({ ...DOCLIB, organization_id: 'org_1', user_id: 'u1' });
    expect((await withToken({ identifier: DOCLIB.identifier })).status).toBe(200);
    expect((await withToken({ identifier: DOCLIB.identifier, user_id: 'u1' })).status).toBe(200);
    expect((await withToken({ identifier: DOCLIB.identifier, user_id: 'u2' })).status).toBe(404);

    await createAccount({ ...DOCLIB, organization_id: 'org_1', user_id: 'u2' });
    const several = await withToken({ identifier: DOCLIB.identifier });
    expect(several.status).toBe(400);
    expect(several.body).toEqual(errorBody(3, 'AMBIGUOUS_ACCOUNT_SELECTOR'));
    expect((several.body as { message: string }).message).toMatch(
      /narrow the selector with user_id to name one/,
    );
    expect((await withToken({ identifier: DOCLIB.identifier, user_id: 'u2' })).status).toBe(200);
  });
});
