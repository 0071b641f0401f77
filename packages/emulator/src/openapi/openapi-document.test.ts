import { beforeAll, describe, expect, it } from 'vitest';
import { DOCSAPP_SEED } from '../connectors/docsapp/index.ts';
import { type Answer, setupEmulator } from '../test/harness.ts';
import { exerciseMcpConfigOperations } from '../test/mcp-config-session.ts';
import { OpenApiContract, resolvePointer, servedUpstreamRoutes } from '../test/openapi-contract.ts';
import type { OpenApiDocument } from './build-document.ts';

const t = setupEmulator();
let contract: OpenApiContract;

beforeAll(async () => {
  const answer = await t.request('/openapi.json');
  expect(answer.status).toBe(200);
  contract = new OpenApiContract(answer.body as OpenApiDocument);
});

function collectRefs(node: unknown, refs: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, refs);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.push(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
}

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document whose $refs all resolve', () => {
    const { document } = contract;
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toEqual(expect.any(String));
    const refs = collectRefs(document);
    expect(refs.length).toBeGreaterThan(100);
    const dangling = refs.filter((ref) => resolvePointer(document, ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('declares each path parameter of each template, and no other', () => {
    for (const [template, operations] of Object.entries(contract.document.paths)) {
      const inPath = [...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
      for (const operation of Object.values(operations)) {
        const parameters = (operation.parameters ?? []) as { name: string; in: string }[];
        const declared = parameters.filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort(), `${operation.operationId}`).toEqual(inPath);
      }
    }
  });

  it('names every operation once and gives each a success and the error body', () => {
    const operations = Object.values(contract.document.paths).flatMap((item) =>
      Object.values(item),
    );
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of operations) {
      const statuses = Object.keys(operation.responses as object);
      expect(
        statuses.some((status) => status.startsWith('2')),
        `${operation.operationId}`,
      ).toBe(true);
      expect(statuses, `${operation.operationId}`).toEqual(
        expect.arrayContaining(['400', '401', '429', '500', '503']),
      );
    }
  });

  it('describes every route the emulator serves under /api/v1, and no route it does not serve', () => {
    const documented = Object.entries(contract.document.paths)
      .flatMap(([template, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${template}`),
      )
      .sort();
    expect(documented).toEqual(servedUpstreamRoutes());
  });

  it('has component schemas that are valid JSON Schema 2020-12 (Ajv strict mode)', () => {
    expect(() => contract.compileComponents()).not.toThrow();
  });

  it('is served as JSON, the same document each time', async () => {
    const again = await t.request('/openapi.json');
    expect(again.headers.get('content-type')).toContain('application/json');
    expect(again.body).toEqual(contract.document);
  });
});

describe('the answers of a realistic session, each checked against the document', () => {
  let token = '';

  /** A request whose answer must be one the document declares, with a body its schema allows. */
  async function call(
    method: string,
    path: string,
    options: { body?: unknown; token?: string | null; raw?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    const bearer = options.token === undefined ? token : options.token;
    if (bearer !== null) headers.authorization = `Bearer ${bearer}`;
    let body: string | undefined;
    if (options.raw !== undefined || options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = options.raw ?? JSON.stringify(options.body);
    }
    const answer = await t.request(path, { method, headers, ...(body !== undefined && { body }) });
    contract.check(method, path, answer);
    return answer;
  }

  function expectStatus(answer: Answer, status: number, errorCode?: string): void {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    if (errorCode !== undefined) {
      expect((answer.body as { details: { error_code: string }[] }).details[0]?.error_code).toBe(
        errorCode,
      );
    }
  }

  function tokenRequest(form: Record<string, string>, authorization?: string): Promise<Answer> {
    return t.request('/oauth/token', {
      method: 'POST',
      headers: authorization === undefined ? {} : { authorization },
      body: new URLSearchParams(form),
    });
  }

  it('answers every operation as the document says, successes and errors alike', async () => {
    const { clientId, clientSecret } = t.emulator;
    await t.emulator.control.reset();

    // Tokens: the form, HTTP Basic, and the two ways to be refused.
    const form = {
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    };
    const issued = await tokenRequest(form);
    contract.check('POST', '/oauth/token', issued);
    expectStatus(issued, 200);
    token = (issued.body as { access_token: string }).access_token;
    const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    const viaBasic = await tokenRequest({ grant_type: 'client_credentials' }, basic);
    contract.check('POST', '/oauth/token', viaBasic);
    expectStatus(viaBasic, 200);
    const wrongSecret = await tokenRequest({ ...form, client_secret: 'nope' });
    contract.check('POST', '/oauth/token', wrongSecret);
    expectStatus(wrongSecret, 401);
    const wrongGrant = await tokenRequest({ ...form, grant_type: 'password' });
    contract.check('POST', '/oauth/token', wrongGrant);
    expectStatus(wrongGrant, 400);

    expectStatus(await call('GET', '/api/v1/organizations', { token: null }), 401);
    expectStatus(await call('GET', '/api/v1/users', { token: 'forged' }), 401);

    // Organizations.
    const created = await call('POST', '/api/v1/organizations', {
      body: { display_name: 'Acme', external_id: 'acme-1', metadata: { plan: 'pro' } },
    });
    expectStatus(created, 201);
    const orgId = (created.body as { organization: { id: string } }).organization.id;
    expectStatus(await call('POST', '/api/v1/organizations', { body: { display_name: '' } }), 400);
    expectStatus(
      await call('POST', '/api/v1/organizations', {
        body: { display_name: 'Acme again', external_id: 'acme-1' },
      }),
      409,
    );
    expectStatus(await call('POST', '/api/v1/organizations', { raw: '{"display_name": ' }), 400);
    expectStatus(await call('GET', '/api/v1/organizations?page_size=1'), 200);
    expectStatus(await call('GET', '/api/v1/organizations?page_token=bogus'), 400);
    expectStatus(await call('GET', `/api/v1/organizations/${orgId}`), 200);
    expectStatus(await call('GET', '/api/v1/organizations/org_missing'), 404);
    expectStatus(
      await call('PATCH', `/api/v1/organizations/${orgId}`, { body: { display_name: 'Acme Inc' } }),
      200,
    );
    expectStatus(
      await call('PATCH', `/api/v1/organizations/${orgId}/settings`, {
        body: { features: [{ name: 'sso', enabled: true }] },
      }),
      200,
    );
    expectStatus(
      await call('PATCH', `/api/v1/organizations/${orgId}/settings`, {
        body: { features: [{ name: 'teleport', enabled: true }] },
      }),
      400,
    );
    expectStatus(await call('PUT', `/api/v1/organizations/${orgId}/portal_links`), 200);

    // Roles.
    expectStatus(await call('GET', '/api/v1/roles?include=permissions:all'), 200);
    expectStatus(await call('GET', '/api/v1/roles?include=everything'), 400);
    const role = { name: 'auditor', extends: 'member', permissions: ['audit:read'] };
    expectStatus(await call('POST', '/api/v1/roles', { body: role }), 201);
    expectStatus(await call('POST', '/api/v1/roles', { body: role }), 409);
    expectStatus(
      await call('GET', `/api/v1/organizations/${orgId}/roles?include=permissions`),
      200,
    );
    expectStatus(await call('GET', '/api/v1/organizations/org_missing/roles'), 404);
    expectStatus(
      await call('POST', `/api/v1/organizations/${orgId}/roles`, {
        body: { name: 'support_agent', extends: 'member' },
      }),
      201,
    );

    // Users, memberships and invitations.
    const ada = await call('POST', `/api/v1/organizations/${orgId}/users`, {
      body: {
        email: 'ada@acme.test',
        external_id: 'ada-1',
        user_profile: { given_name: 'Ada', locale: 'en-GB' },
        membership: { roles: [{ name: 'admin' }] },
      },
    });
    expectStatus(ada, 201);
    const adaId = (ada.body as { user: { id: string } }).user.id;
    expectStatus(
      await call('POST', `/api/v1/organizations/${orgId}/users`, {
        body: { email: 'ADA@acme.test' },
      }),
      409,
    );
    expectStatus(
      await call('POST', '/api/v1/organizations/org_missing/users', {
        body: { email: 'x@y.test' },
      }),
      404,
    );
    expectStatus(
      await call('POST', `/api/v1/organizations/${orgId}/users`, {
        body: { email: 'not an email' },
      }),
      400,
    );
    const bob = await call('POST', `/api/v1/organizations/${orgId}/users`, {
      body: {
        email: 'bob@acme.test',
        user_profile: { given_name: 'Bob' },
        send_invitation_email: true,
      },
    });
    expectStatus(bob, 201);
    const bobId = (bob.body as { user: { id: string } }).user.id;
    expectStatus(await call('GET', `/api/v1/organizations/${orgId}/users?page_size=1`), 200);
    expectStatus(await call('GET', '/api/v1/users'), 200);
    expectStatus(await call('GET', '/api/v1/users/ada-1'), 200);
    expectStatus(await call('GET', '/api/v1/users/usr_missing'), 404);
    expectStatus(
      await call('PATCH', `/api/v1/users/${adaId}`, {
        body: { user_profile: { preferred_username: 'ada' } },
      }),
      200,
    );
    expectStatus(
      await call('PATCH', `/api/v1/users/${bobId}`, { body: { external_id: 'ada-1' } }),
      409,
    );
    expectStatus(await call('GET', `/api/v1/invites/organizations/${orgId}/users/${bobId}`), 200);
    expectStatus(await call('GET', `/api/v1/invites/organizations/${orgId}/users/${adaId}`), 404);
    expectStatus(
      await call('PATCH', `/api/v1/invites/organizations/${orgId}/users/${bobId}/resend`, {
        body: {},
      }),
      200,
    );
    expectStatus(
      await call('PATCH', `/api/v1/invites/organizations/${orgId}/users/${adaId}/resend`, {
        body: {},
      }),
      400,
      'INVITE_ALREADY_ACCEPTED',
    );

    const globex = await call('POST', '/api/v1/organizations', {
      body: { display_name: 'Globex' },
    });
    const globexId = (globex.body as { organization: { id: string } }).organization.id;
    const membership = `/api/v1/memberships/organizations/${globexId}/users/${adaId}`;
    expectStatus(await call('POST', membership, { body: { roles: [{ name: 'member' }] } }), 201);
    expectStatus(await call('POST', membership, { body: {} }), 409);
    expectStatus(
      await call('PATCH', membership, { body: { roles: [{ name: 'support_agent_x' }] } }),
      400,
    );
    expectStatus(await call('PATCH', membership, { body: { metadata: { team: 'blue' } } }), 200);
    expectStatus(await call('DELETE', `${membership}?cascade=maybe`), 400);
    expectStatus(await call('DELETE', `${membership}?cascade=false`), 200);
    expectStatus(await call('DELETE', membership), 404);

    // Connected accounts: one created with credentials, one through the magic link and consent.
    const crm = await call('POST', '/api/v1/connected_accounts', {
      body: {
        connector: 'crm',
        identifier: 'ada@acme.test',
        user_id: adaId,
        connected_account: { authorization_details: { oauth_token: { access_token: 'at' } } },
      },
    });
    expectStatus(crm, 201);
    const crmId = (crm.body as { connected_account: { id: string } }).connected_account.id;
    expectStatus(
      await call('POST', '/api/v1/connected_accounts', {
        body: { connector: 'crm', identifier: 'ada@acme.test', user_id: adaId },
      }),
      409,
    );
    expectStatus(
      await call('POST', '/api/v1/connected_accounts', {
        body: { connector: 'fax', identifier: 'ada@acme.test' },
      }),
      400,
    );
    const link = await call('POST', '/api/v1/connected_accounts/magic_link', {
      body: {
        connector: 'docsapp',
        identifier: 'ada@acme.test',
        user_id: adaId,
        state: 'st-1',
        user_verify_url: 'http://app.test/connect/callback',
      },
    });
    expectStatus(link, 200);
    const consentPath = new URL((link.body as { link: string }).link).pathname;
    const consent = await t.request(consentPath, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
    });
    expect(consent.status).toBe(303);
    const callback = new URL(consent.headers.get('location') ?? '');
    const verify = {
      auth_request_id: callback.searchParams.get('auth_request_id'),
      identifier: 'ada@acme.test',
    };
    expectStatus(
      await call('POST', '/api/v1/connected_accounts/user/verify', {
        body: { ...verify, identifier: 'eve@acme.test' },
      }),
      403,
    );
    expectStatus(
      await call('POST', '/api/v1/connected_accounts/user/verify', { body: verify }),
      200,
    );
    expectStatus(
      await call('POST', '/api/v1/connected_accounts/user/verify', { body: verify }),
      404,
    );

    expectStatus(await call('GET', `/api/v1/connected_accounts?user_id=${adaId}&page_size=1`), 200);
    expectStatus(await call('GET', '/api/v1/connected_accounts?page_size=100'), 400);
    expectStatus(await call('GET', '/api/v1/connected_accounts:search?query=acme'), 200);
    expectStatus(await call('GET', '/api/v1/connected_accounts:search?query=ac'), 400);
    const docsapp = await call(
      'GET',
      `/api/v1/connected_accounts/auth?connector=docsapp&identifier=ada@acme.test&user_id=${adaId}`,
    );
    expectStatus(docsapp, 200);
    const docsappId = (docsapp.body as { connected_account: { id: string } }).connected_account.id;
    expectStatus(await call('GET', '/api/v1/connected_accounts/auth?id=ca_missing'), 404);
    expectStatus(
      await call('PUT', '/api/v1/connected_accounts', {
        body: { id: crmId, connected_account: { api_config: { timeout_ms: 5000 } } },
      }),
      200,
    );
    expectStatus(
      await call('PUT', '/api/v1/connected_accounts', {
        body: { id: 'ca_missing', connected_account: { api_config: {} } },
      }),
      404,
    );
    expectStatus(await call('GET', '/api/v1/connections'), 200);
    expectStatus(await call('GET', `/api/v1/connections?organization_id=${orgId}`), 200);

    expectStatus(await call('GET', `/api/v1/connected_accounts/details?id=${crmId}`), 200);
    expectStatus(await call('GET', '/api/v1/connected_accounts/details?id=ca_missing'), 404);

    // Tool listings: the catalog (whole and by name only), and an identifier's accounts' tools.
    expectStatus(await call('GET', '/api/v1/tools?page_size=5'), 200);
    expectStatus(await call('GET', '/api/v1/tools?filter.summary=true'), 200);
    expectStatus(await call('GET', '/api/v1/tools?filter.connected_account_id=ca_missing'), 404);
    expectStatus(await call('GET', '/api/v1/tools/scoped?identifier=ada@acme.test'), 200);
    expectStatus(await call('GET', '/api/v1/tools/scoped'), 400);
    expectStatus(await call('GET', '/api/v1/tools/available?identifier=ada@acme.test'), 200);

    // Tools: an answer, the service's own refusal, and the emulator's.
    const pageGet = { tool_name: 'docsapp_page_get', connected_account_id: docsappId };
    expectStatus(
      await call('POST', '/api/v1/execute_tool', {
        body: { ...pageGet, params: { page_id: DOCSAPP_SEED.wikiPageId } },
      }),
      200,
    );
    expectStatus(
      await call('POST', '/api/v1/execute_tool', {
        body: { ...pageGet, params: { page_id: '00000000-0000-4000-8000-000000000000' } },
      }),
      404,
      'UPSTREAM_NOT_FOUND',
    );
    expectStatus(
      await call('POST', '/api/v1/execute_tool', { body: { ...pageGet, params: { page_id: 7 } } }),
      400,
      'INVALID_PARAMS',
    );
    expectStatus(
      await call('POST', '/api/v1/execute_tool', { body: { tool_name: 'fax_send', params: {} } }),
      404,
      'TOOL_NOT_FOUND',
    );
    const websearch = await call('POST', '/api/v1/connected_accounts', {
      body: {
        connector: 'websearch',
        identifier: 'search-key',
        connected_account: {
          authorization_details: { static_auth: { details: { token: 'k1', plan: 'data_for_ai' } } },
        },
      },
    });
    const websearchId = (websearch.body as { connected_account: { id: string } }).connected_account
      .id;
    const streamed = await call('POST', '/api/v1/execute_tool', {
      body: {
        tool_name: 'websearch_chat_completions',
        connected_account_id: websearchId,
        params: { messages: [{ role: 'user', content: 'coffee' }], stream: true },
      },
    });
    expectStatus(streamed, 200);
    expect(streamed.headers.get('content-type')).toContain('text/event-stream');

    // The rate limit and injected faults answer in the documented shapes too.
    t.emulator.control.addFault({ route: '/api/v1/connections', kind: '503', count: 1 });
    expectStatus(await call('GET', '/api/v1/connections'), 503);
    t.emulator.control.addFault({ route: '/api/v1/users', kind: '500', count: 1 });
    expectStatus(await call('GET', '/api/v1/users'), 500);
    t.emulator.control.setRateLimit({ requests_per_second: 0.001, burst: 1 });
    expectStatus(await call('GET', '/api/v1/roles'), 200);
    const limited = await call('GET', '/api/v1/roles');
    expectStatus(limited, 429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    t.emulator.control.setRateLimit(undefined);

    // Virtual MCP servers: their own session, each answer checked the same way.
    await exerciseMcpConfigOperations(t.emulator, call, expectStatus);

    // Deletions last.
    expectStatus(
      await call('POST', '/api/v1/connected_accounts:delete', { body: { id: crmId } }),
      200,
    );
    expectStatus(
      await call('POST', '/api/v1/connected_accounts:delete', { body: { id: crmId } }),
      404,
    );
    expectStatus(await call('DELETE', `/api/v1/users/${bobId}`), 200);
    expectStatus(await call('DELETE', `/api/v1/users/${bobId}`), 404);
    expectStatus(await call('DELETE', `/api/v1/organizations/${globexId}`), 200);
    expectStatus(await call('DELETE', `/api/v1/organizations/${globexId}`), 404);

    // Every operation the document lists was answered with its success at least once.
    const unanswered = Object.values(contract.document.paths)
      .flatMap((item) => Object.values(item))
      .filter((operation) => {
        const statuses = contract.answered.get(operation.operationId as string);
        return ![...(statuses ?? [])].some((status) => status < 300);
      })
      .map((operation) => operation.operationId);
    expect(unanswered).toEqual([]);
  });
});
