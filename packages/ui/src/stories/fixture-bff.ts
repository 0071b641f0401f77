import type { FetchLike } from '@plugboard/react';
import {
  type AccountActivityEntry,
  type AccountActivityPage,
  type AccountListItem,
  type AccountPermissions,
  type AccountSharedBy,
  type AccountsPage,
  type BffErrorBody,
  CONNECTORS,
  type ConnectorId,
  type ConnectorsResponse,
  type CreateLinkRequest,
  type CreateLinkResponse,
  type CreateMcpTokenRequest,
  type CreateMcpTokenResponse,
  createLinkRequestSchema,
  createMcpTokenRequestSchema,
  type McpToken,
  type McpTokensResponse,
  type ToolAccount,
  type ToolExecutionResponse,
  updateAccountRequestSchema,
  updateMcpTokenRequestSchema,
  type VerifyResponse,
} from '@plugboard/schema';

/**
 * An in-memory stand-in for the Plugboard BFF, so stories render without a backend. It answers
 * the BFF contract's routes from fixture data typed by the schema; a route can be made to fail
 * with a BFF error body or to never answer (to show loading states).
 */

export type FixtureRoute =
  | 'connectors'
  | 'accounts'
  | 'links'
  | 'verify'
  | 'delete'
  | 'update'
  | 'permissions'
  | 'activity'
  | 'mcpTokens'
  | 'mcpCreate'
  | 'mcpUpdate'
  | 'mcpRevoke'
  | 'execute';

export interface FixtureBffOptions {
  accounts?: AccountListItem[];
  /**
   * Connectors that are an organization's (GET /connectors `shared`), and whether the session
   * user may connect them (`can_connect`, false for a member); all the user's own by default.
   */
  organization?: {
    by: AccountSharedBy;
    connectors: readonly ConnectorId[];
    canConnect: boolean;
  };
  /**
   * How many of the user's own accounts of one connector POST /links `{add: true}` allows before
   * it answers 409 ACCOUNT_LIMIT_REACHED; the BFF's 10 by default.
   */
  accountLimit?: number;
  /** Accounts per page of GET /accounts; all on one page by default. */
  pageSize?: number;
  /** The `return_to` POST /verify answers, as after a same-tab flow. */
  returnTo?: string;
  /** GET /accounts/:id/permissions, by account id. */
  permissions?: Record<string, AccountPermissions>;
  /** GET /accounts/:id/activity, every entry newest first, by account id; none by default. */
  activity?: Record<string, AccountActivityEntry[]>;
  /** Runs per activity page; the BFF's 20 by default. */
  activityPageSize?: number;
  /** The tools GET /connectors names for each connector (the allow-list's); none by default. */
  connectorTools?: Partial<Record<ConnectorId, string[]>>;
  /** GET /mcp/tokens: the session user's personal MCP tokens, newest first; none by default. */
  mcpTokens?: McpToken[];
  /**
   * POST /tools/execute: the session user's accounts a run may name by id (the default runs a
   * call naming none), and what a run on each answers as `data`, by account id.
   */
  toolAccounts?: ToolAccount[];
  toolResults?: Record<string, Record<string, unknown>>;
  /** Routes that answer this BFF error. */
  failures?: Partial<Record<FixtureRoute, BffErrorBody['error']>>;
  /** Routes that never answer. */
  pending?: FixtureRoute[];
}

// Stories run in Storybook, not in the published bundle, so the schema's runtime catalog may
// be used here.
function connectorList(
  organization: FixtureBffOptions['organization'],
  tools: FixtureBffOptions['connectorTools'] = {},
): ConnectorsResponse {
  return {
    connectors: Object.values(CONNECTORS).map((connector) => {
      const shared = organization?.connectors.includes(connector.id) === true;
      return {
        ...connector,
        tools: tools[connector.id] ?? [],
        shared: shared ? (organization?.by ?? null) : null,
        can_connect: shared ? organization?.canConnect === true : true,
      };
    }),
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const BASE = 'http://fixture.invalid';

const notFound = (id: string) => ({
  error: { code: 'NOT_FOUND', message: `No account ${id}.`, status: 404 },
});

/**
 * One page of GET /accounts as the BFF answers it: `query` matched like upstream `:search`
 * (identifier, provider, connector), page tokens that are the page's offset.
 */
function accountsPage(
  all: AccountListItem[],
  search: URLSearchParams,
  pageSize = all.length || 1,
): AccountsPage {
  const query = search.get('query')?.toLowerCase();
  const matches = query
    ? all.filter((account) =>
        [account.identifier, account.provider, account.connector].some((field) =>
          field.toLowerCase().includes(query),
        ),
      )
    : all;
  const offset = Number(search.get('page_token') ?? 0);
  const next = offset + pageSize;
  return {
    accounts: matches.slice(offset, next),
    next_page_token: next < matches.length ? String(next) : '',
    prev_page_token: offset > 0 ? String(Math.max(0, offset - pageSize)) : '',
    total_size: matches.length,
  };
}

/** A `fetch` for PlugboardProvider that answers from `options`; deletions change its data. */
export function createFixtureFetch(options: FixtureBffOptions = {}): FetchLike {
  let accounts = [...(options.accounts ?? [])];
  let mcpTokens = [...(options.mcpTokens ?? [])];
  let linked: CreateLinkRequest | undefined;

  // POST /verify finishes the latest link: a further account, the account it reconnects, or the
  // first one.
  const finishLink = (): AccountListItem => {
    const request = linked ?? { connector: 'docsapp' as const };
    const reconnected = accounts.find(
      (account) =>
        account.id === request.account_id ||
        (!request.add &&
          account.connector === request.connector &&
          account.is_default &&
          account.shared === null),
    );
    if (reconnected) {
      const active = { ...reconnected, status: 'ACTIVE' as const };
      accounts = accounts.map((account) => (account.id === active.id ? active : account));
      return active;
    }
    const own = accounts.filter(
      (account) => account.connector === request.connector && account.shared === null,
    );
    const ordinal = Math.max(0, ...own.map((account) => account.ordinal)) + 1;
    const added = fixtureAccount({
      id: `ca_fixture_${request.connector}_${ordinal}`,
      connector: request.connector,
      identifier: ordinal > 1 ? `ada@example.com#fixture${ordinal}` : 'ada@example.com',
      profile_name: null,
      ordinal,
      is_default: own.length === 0,
    });
    accounts = [...accounts, added];
    return added;
  };

  const answer = (route: FixtureRoute, ok: () => Response): Promise<Response> => {
    if (options.pending?.includes(route)) return new Promise<Response>(() => {});
    const failure = options.failures?.[route];
    return Promise.resolve(failure ? json({ error: failure }, failure.status) : ok());
  };

  return (input, init) => {
    const path = new URL(input, BASE).pathname;
    const method = init.method ?? 'GET';
    if (method === 'GET' && path.endsWith('/connectors')) {
      return answer('connectors', () =>
        json(connectorList(options.organization, options.connectorTools)),
      );
    }
    if (method === 'GET' && path.endsWith('/accounts')) {
      return answer('accounts', () =>
        json(accountsPage(accounts, new URL(input, BASE).searchParams, options.pageSize)),
      );
    }
    if (method === 'POST' && path.endsWith('/links')) {
      return answer('links', () => {
        const request = createLinkRequestSchema.parse(JSON.parse(String(init.body)));
        const own = accounts.filter(
          (account) => account.connector === request.connector && account.shared === null,
        );
        const limit = options.accountLimit ?? 10;
        if (request.add && own.length >= limit) {
          const name = CONNECTORS[request.connector].name;
          return json(
            {
              error: {
                code: 'ACCOUNT_LIMIT_REACHED',
                message: `You have ${own.length} ${name} accounts, the most this app allows. Disconnect one to add another.`,
                status: 409,
              },
            },
            409,
          );
        }
        linked = request;
        const link: CreateLinkResponse = {
          link: 'about:blank#plugboard-fixture-consent',
          expiry: new Date(Date.now() + 600_000).toISOString(),
        };
        return json(link);
      });
    }
    if (method === 'POST' && path.endsWith('/verify')) {
      return answer('verify', () => {
        const verified: VerifyResponse = {
          account: finishLink(),
          ...(options.returnTo ? { return_to: options.returnTo } : {}),
        };
        return json(verified);
      });
    }
    const detail = /\/accounts\/([^/]+)\/(permissions|activity)$/.exec(path);
    if (method === 'GET' && detail?.[2] === 'permissions') {
      const permissions = options.permissions?.[decodeURIComponent(detail[1] ?? '')];
      return answer('permissions', () =>
        permissions ? json(permissions) : json(notFound(detail[1] ?? ''), 404),
      );
    }
    if (method === 'GET' && detail?.[2] === 'activity') {
      const all = options.activity?.[decodeURIComponent(detail[1] ?? '')] ?? [];
      const search = new URL(input, BASE).searchParams;
      const offset = Number(search.get('cursor') ?? 0);
      const next = offset + Number(search.get('limit') ?? options.activityPageSize ?? 20);
      const page: AccountActivityPage = {
        entries: all.slice(offset, next),
        next_cursor: next < all.length ? String(next) : null,
      };
      return answer('activity', () => json(page));
    }
    if (path.endsWith('/mcp/tokens') && method === 'GET') {
      const list: McpTokensResponse = { endpoint: FIXTURE_MCP_ENDPOINT, tokens: mcpTokens };
      return answer('mcpTokens', () => json(list));
    }
    if (path.endsWith('/mcp/tokens') && method === 'POST') {
      return answer('mcpCreate', () => {
        const created = fixtureCreatedToken(JSON.parse(String(init.body)), mcpTokens.length + 1);
        mcpTokens = [created.token, ...mcpTokens];
        return json(created, 201);
      });
    }
    const changed = /\/mcp\/tokens\/([^/]+)$/.exec(path)?.[1];
    if (method === 'PATCH' && changed) {
      return answer('mcpUpdate', () => {
        const { tool_scope } = updateMcpTokenRequestSchema.parse(JSON.parse(String(init.body)));
        const id = decodeURIComponent(changed);
        mcpTokens = mcpTokens.map((token) => (token.id === id ? { ...token, tool_scope } : token));
        const token = mcpTokens.find((each) => each.id === id);
        return token ? json({ token }) : json(notFound(id), 404);
      });
    }
    const revoked = /\/mcp\/tokens\/([^/]+)$/.exec(path)?.[1];
    if (method === 'DELETE' && revoked) {
      return answer('mcpRevoke', () => {
        mcpTokens = mcpTokens.filter((token) => token.id !== decodeURIComponent(revoked));
        return new Response(null, { status: 204 });
      });
    }
    const updated = /\/accounts\/([^/]+)$/.exec(path)?.[1];
    if (method === 'PATCH' && updated) {
      return answer('update', () => {
        const parsed = updateAccountRequestSchema.safeParse(JSON.parse(String(init.body)));
        if (!parsed.success) {
          const message = parsed.error.issues.map((issue) => issue.message).join('; ');
          return json({ error: { code: 'VALIDATION_FAILED', message, status: 400 } }, 400);
        }
        const id = decodeURIComponent(updated);
        const target = accounts.find((account) => account.id === id);
        if (!target) return json(notFound(id), 404);
        const { label, is_default } = parsed.data;
        accounts = accounts.map((account) => {
          if (account.id === id)
            return {
              ...account,
              label: label ?? account.label,
              is_default: account.is_default || is_default === true,
            };
          const sibling =
            account.connector === target.connector &&
            account.shared?.organization_id === target.shared?.organization_id;
          return is_default && sibling ? { ...account, is_default: false } : account;
        });
        return json(accounts.find((account) => account.id === id));
      });
    }
    if (method === 'POST' && path.endsWith('/tools/execute')) {
      return answer('execute', () => {
        const named = (JSON.parse(String(init.body)) as { account?: string }).account;
        const all = options.toolAccounts ?? [];
        const account = all.find((each) => (named ? each.id === named : each.is_default));
        if (!account) {
          const message = `No account is called "${named}".`;
          return json({ error: { code: 'UNKNOWN_ACCOUNT', message, status: 400 } }, 400);
        }
        const run: ToolExecutionResponse = {
          data: options.toolResults?.[account.id] ?? {},
          execution_id: `exec_fixture_${account.id}`,
          account,
        };
        return json(run);
      });
    }
    const deleted = /\/accounts\/([^/]+)$/.exec(path)?.[1];
    if (method === 'DELETE' && deleted) {
      return answer('delete', () => {
        accounts = accounts.filter((account) => account.id !== decodeURIComponent(deleted));
        return new Response(null, { status: 204 });
      });
    }
    return Promise.resolve(
      json(
        { error: { code: 'NOT_FOUND', message: `No fixture for ${method} ${path}`, status: 404 } },
        404,
      ),
    );
  };
}

/** A connected account for fixtures; override what the story is about. */
export function fixtureAccount(overrides: Partial<AccountListItem> = {}): AccountListItem {
  const identifier = overrides.identifier ?? 'ada@example.com';
  return {
    id: 'ca_fixture_docs',
    connection_id: 'conn_docsapp',
    connector: 'docsapp',
    identifier: 'ada@example.com',
    provider: 'CUSTOM',
    authorization_type: 'OAUTH',
    status: 'ACTIVE',
    updated_at: '2026-03-01T09:30:00Z',
    shared: null,
    can_disconnect: true,
    label: null,
    // The service's own name for the account is its email where the identifier is one; a further
    // account's identifier (`…#slot`) is nobody's name.
    profile_name: identifier.includes('#') ? null : identifier,
    ordinal: 1,
    is_default: true,
    ...overrides,
  };
}

/** The organization of the fixtures' shared connectors. */
export const FIXTURE_ORGANIZATION: AccountSharedBy = {
  organization_id: 'org_fixture',
  organization_name: 'Acme Corporation',
};

/** The MCP endpoint the fixture BFF names: the example app's. */
export const FIXTURE_MCP_ENDPOINT = 'https://app.example.com/mcp';

/** What POST /mcp/tokens answers the fixture's `count`th token: a made-up secret, never a real one. */
export function fixtureCreatedToken(
  request: CreateMcpTokenRequest,
  count: number,
): CreateMcpTokenResponse {
  // Through the schema, as the BFF takes it: its defaults (the client) apply.
  const { name, client, expires_in_days, tool_scope } = createMcpTokenRequestSchema.parse(request);
  const secret = `pbm_fixture${String(count).padStart(4, '0')}${'x'.repeat(28)}`;
  const created = new Date();
  return {
    token: {
      id: `mcpt_fixturenew${String(count).padStart(8, '0')}`,
      name,
      client,
      tool_scope,
      hint: secret.slice(-4),
      created_at: created.toISOString(),
      expires_at: new Date(created.getTime() + (expires_in_days ?? 90) * 86_400_000).toISOString(),
      last_used_at: null,
    },
    secret,
  };
}
