import type { Agent } from 'undici';

/** Where the virtual users send their requests. */
export interface LifeTargets {
  bff: URL;
  emulator: URL;
  /** The emulator's control API credentials (HTTP Basic). */
  controlAuthorization: string;
}

/** One request's outcome, by the route it went to. */
export interface Sample {
  route: string;
  ms: number;
  ok: boolean;
}

/** The app's origin: lib/load-bff-server.ts's callback page is there, so the BFF allows it. */
export const APP_ORIGIN = 'http://127.0.0.1';

/** The routes a life goes through, in order, as the tables print them. */
export const LIFE_ROUTES = [
  'GET /connectors',
  'GET /accounts',
  'POST /links',
  'consent (emulator)',
  'POST /verify',
  'POST /tools/execute',
  'DELETE /accounts/:id',
] as const;

/** The read tools a life runs once connected. */
const READS = [
  { tool_name: 'crm_list_people', params: { limit: 20 }, connector: 'crm' },
  { tool_name: 'crm_list_companies', params: { limit: 20 }, connector: 'crm' },
  { tool_name: 'crm_list_people', params: { limit: 5 }, connector: 'crm' },
];

async function call(
  agent: Agent,
  origin: URL,
  route: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  headers: Record<string, string>,
  body: unknown,
  record: (sample: Sample) => void,
): Promise<Record<string, unknown> | undefined> {
  const started = performance.now();
  try {
    const answer = await agent.request({
      origin: origin.origin,
      path,
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // A 204 (DELETE) has no body.
    const text = await answer.body.text();
    const json = (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>;
    const ok = answer.statusCode >= 200 && answer.statusCode < 300;
    record({ route, ms: performance.now() - started, ok });
    return ok ? json : undefined;
  } catch {
    record({ route, ms: performance.now() - started, ok: false });
    return undefined;
  }
}

/**
 * The whole life of one account, as a fresh user lives it through the BFF: sign in (a session for
 * an identity nobody used before; the kit's first call lists the connectors), list the accounts,
 * connect (POST /links, consent through the emulator's control API, POST /verify), run the read
 * tools, disconnect. Stops at the first failed step: the rest would fail for its sake.
 */
export async function liveOneAccount(
  agent: Agent,
  targets: LifeTargets,
  identifier: string,
  record: (sample: Sample) => void,
): Promise<boolean> {
  const bffHeaders = {
    'x-bench-user': identifier,
    origin: APP_ORIGIN,
    'x-plugboard': '1',
  };
  const bff = (route: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    call(agent, targets.bff, route, method, `/api/plugboard${path}`, bffHeaders, body, record);
  if (!(await bff('GET /connectors', 'GET', '/connectors'))) return false;
  if (!(await bff('GET /accounts', 'GET', '/accounts'))) return false;
  const link = await bff('POST /links', 'POST', '/links', { connector: 'crm' });
  if (!link) return false;
  const consent = await call(
    agent,
    targets.emulator,
    'consent (emulator)',
    'POST',
    '/_emulator/consent',
    { authorization: targets.controlAuthorization },
    { link: link.link, decision: 'approve' },
    record,
  );
  if (!consent) return false;
  const redirect = new URL(String(consent.location));
  const verified = await bff('POST /verify', 'POST', '/verify', {
    auth_request_id: redirect.searchParams.get('auth_request_id'),
    state: redirect.searchParams.get('state'),
  });
  const account = verified?.account as { id: string } | undefined;
  if (!account) return false;
  for (const read of READS) {
    if (!(await bff('POST /tools/execute', 'POST', '/tools/execute', read))) return false;
  }
  return (await bff('DELETE /accounts/:id', 'DELETE', `/accounts/${account.id}`)) !== undefined;
}
