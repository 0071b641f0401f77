import type { FetchLike } from '@plugboard/react';
import {
  type AccountsPage,
  type BffErrorBody,
  CONNECTORS,
  type ConnectedAccountSummary,
  type ConnectorsResponse,
  type CreateLinkResponse,
  type VerifyResponse,
} from '@plugboard/schema';

/**
 * An in-memory stand-in for the Plugboard BFF, so stories render without a backend. It answers
 * the BFF contract's routes from fixture data typed by the schema; a route can be made to fail
 * with a BFF error body or to never answer (to show loading states).
 */

export type FixtureRoute = 'connectors' | 'accounts' | 'links' | 'verify' | 'delete';

export interface FixtureBffOptions {
  accounts?: ConnectedAccountSummary[];
  /** Routes that answer this BFF error. */
  failures?: Partial<Record<FixtureRoute, BffErrorBody['error']>>;
  /** Routes that never answer. */
  pending?: FixtureRoute[];
}

// Stories run in Storybook, not in the published bundle, so the schema's runtime catalog may
// be used here.
const CONNECTOR_LIST: ConnectorsResponse = {
  connectors: Object.values(CONNECTORS).map((connector) => ({ ...connector, tools: [] })),
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A `fetch` for PlugboardProvider that answers from `options`; deletions change its data. */
export function createFixtureFetch(options: FixtureBffOptions = {}): FetchLike {
  let accounts = [...(options.accounts ?? [])];

  const answer = (route: FixtureRoute, ok: () => Response): Promise<Response> => {
    if (options.pending?.includes(route)) return new Promise<Response>(() => {});
    const failure = options.failures?.[route];
    return Promise.resolve(failure ? json({ error: failure }, failure.status) : ok());
  };

  return (input, init) => {
    const path = new URL(input, 'http://fixture.invalid').pathname;
    const method = init.method ?? 'GET';
    if (method === 'GET' && path.endsWith('/connectors')) {
      return answer('connectors', () => json(CONNECTOR_LIST));
    }
    if (method === 'GET' && path.endsWith('/accounts')) {
      const page: AccountsPage = {
        accounts,
        next_page_token: '',
        prev_page_token: '',
        total_size: accounts.length,
      };
      return answer('accounts', () => json(page));
    }
    if (method === 'POST' && path.endsWith('/links')) {
      const link: CreateLinkResponse = {
        link: 'about:blank#plugboard-fixture-consent',
        expiry: new Date(Date.now() + 600_000).toISOString(),
      };
      return answer('links', () => json(link));
    }
    if (method === 'POST' && path.endsWith('/verify')) {
      const verified: VerifyResponse = { account: fixtureAccount({ status: 'ACTIVE' }) };
      return answer('verify', () => json(verified));
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
export function fixtureAccount(
  overrides: Partial<ConnectedAccountSummary> = {},
): ConnectedAccountSummary {
  return {
    id: 'ca_fixture_docs',
    connection_id: 'conn_docsapp',
    connector: 'docsapp',
    identifier: 'ada@example.com',
    provider: 'CUSTOM',
    authorization_type: 'OAUTH',
    status: 'ACTIVE',
    updated_at: '2026-03-01T09:30:00Z',
    ...overrides,
  };
}
