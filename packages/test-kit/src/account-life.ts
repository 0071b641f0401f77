import type { Agent } from 'undici';
import { McpWireSession } from './mcp-life.ts';

/** Where the virtual users send their requests. */
export interface LifeTargets {
  bff: URL;
  emulator: URL;
  /** The emulator's control API credentials (HTTP Basic). */
  controlAuthorization: string;
  /**
   * The BFF's MCP endpoint, when the life also goes through it as an MCP client would: a session
   * opened before connecting, "connect to continue" for a CRM tool, the same tool run once the
   * account is connected, the session ended (see {@link liveOneAccount}).
   */
  mcp?: URL;
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

/** The tool the MCP client calls, before the account exists and once it does. */
const MCP_TOOL = { name: 'crm_list_people', arguments: { limit: 5 } };

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
 *
 * With `targets.mcp`, the user's MCP client takes part: it opens a session and lists the tools
 * once signed in, is told to connect (URL elicitation, -32042) when it calls a CRM tool before the
 * account exists, runs that tool once it does, and ends its session when the life is over, also when
 * a step failed, as a well-behaved client does.
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
  if (targets.mcp === undefined) return connectReadDisconnect();
  const mcp = new McpWireSession(agent, targets.mcp, identifier, record);
  try {
    const ready =
      (await mcp.open()) &&
      (await mcp.listTools())?.includes(MCP_TOOL.name) === true &&
      (await mcp.callExpectingConnect(MCP_TOOL.name, MCP_TOOL.arguments));
    return (
      ready && (await connectReadDisconnect(() => mcp.call(MCP_TOOL.name, MCP_TOOL.arguments)))
    );
  } finally {
    await mcp.end();
  }

  async function connectReadDisconnect(whileConnected?: () => Promise<boolean>): Promise<boolean> {
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
    if (whileConnected !== undefined && !(await whileConnected())) return false;
    return (await bff('DELETE /accounts/:id', 'DELETE', `/accounts/${account.id}`)) !== undefined;
  }
}
