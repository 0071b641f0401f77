import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The emulator's HTTP app: where the control API's routers are mounted. */
export const EMULATOR_APP = fileURLToPath(
  new URL('../../../../packages/emulator/src/http/create-app.ts', import.meta.url),
);

/** One route of `/_emulator`, as the docs describe it. */
export interface ControlRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under the emulator's origin. */
  path: string;
  /** The in-process method of `emulator.control` that does the same, when there is one. */
  inProcess?: string;
  summary: string;
  /** The JSON body it takes, as an example; absent when it takes none. */
  body?: string;
  /** Its status and JSON body on success. */
  returns: string;
  /** The refusals particular to the route (every route also refuses as the page's intro says). */
  errors?: string;
}

/**
 * Every route of the control API. emulator-control.test.ts compares this list with the routes the
 * emulator's routers declare, so a route added, renamed or removed there fails the docs' tests.
 */
export const CONTROL_ROUTES: ControlRoute[] = [
  {
    method: 'POST',
    path: '/_emulator/reset',
    inProcess: 'control.reset()',
    summary:
      'Back to a fresh state: no organizations, users, connected accounts, pending links, faults or webhook deliveries; the clock at real time; the rate limit it started with. Issued access tokens stay valid, and registered webhook endpoints stay.',
    returns: '200 `{}`',
  },
  {
    method: 'POST',
    path: '/_emulator/seed',
    inProcess: 'control.seed(input)',
    summary:
      'Adds a named scenario, or your own data (organizations, roles, users with memberships, connected accounts in given statuses), to the current state: all of it, or on any error none of it.',
    body: '{ "scenario": "demo" } or { "data": { "organizations": [{ "display_name": "Acme" }], … } }',
    returns:
      '201 `{ "organizations": [ids], "roles": [ids], "users": [ids], "connected_accounts": [ids] }`',
    errors:
      '400 when the body gives both or neither of `scenario` and `data`, or data that does not fit.',
  },
  {
    method: 'POST',
    path: '/_emulator/consent',
    inProcess: 'control.consent(link, decision)',
    summary:
      'Answers the consent page a connect link opens, as the user clicking “Allow access” (`approve`) or “Cancel” (`deny`) would.',
    body: '{ "link": "http://127.0.0.1:4010/connect/…", "decision": "approve" }',
    returns:
      '200 `{ "location": url }`: where the page would send the browser (your callback URL with `auth_request_id` or `error`, and `state`).',
    errors:
      '400 `LINK_EXPIRED` or `LINK_USED`, or for a link that is not a connect link; 404 `LINK_NOT_FOUND`.',
  },
  {
    method: 'PUT',
    path: '/_emulator/connected_accounts/:id/status',
    inProcess: 'control.setAccountStatus(id, status)',
    summary:
      'Puts a connected account in any status, as the hosted service would on its own (a revoked grant, a suspension, an error). Only `ACTIVE` runs tools.',
    body: '{ "status": "EXPIRED" }',
    returns: '200 `{ "id": id, "status": status }`',
    errors: '404 for no such account; 400 for an unknown status.',
  },
  {
    method: 'POST',
    path: '/_emulator/connected_accounts/:id/token_refresh',
    inProcess: 'control.webhooks.refreshToken(id, outcome)',
    summary:
      'Makes the service refresh an account’s token now, succeeding or failing, with the webhook events that follow.',
    body: '{ "outcome": "failed" }',
    returns: '200 `{ "id": id, "outcome": outcome }`',
    errors: '404 for no such account; 400 for an outcome other than `succeeded` or `failed`.',
  },
  {
    method: 'GET',
    path: '/_emulator/clock',
    inProcess: 'control.now()',
    summary: 'The emulator’s current time.',
    returns: '200 `{ "now": iso8601 }`',
  },
  {
    method: 'POST',
    path: '/_emulator/clock',
    inProcess: 'control.advanceClock(seconds)',
    summary:
      'Moves the emulator’s clock forward: access tokens, connect links and account tokens expire by it.',
    body: '{ "advance_seconds": 3600 }',
    returns: '200 `{ "now": iso8601 }`',
    errors: '400 for a negative or fractional number of seconds.',
  },
  {
    method: 'GET',
    path: '/_emulator/faults',
    inProcess: 'control.listFaults()',
    summary: 'The faults in effect, with their remaining counts.',
    returns: '200 `{ "faults": [fault] }`',
  },
  {
    method: 'POST',
    path: '/_emulator/faults',
    inProcess: 'control.addFault(spec)',
    summary:
      'Injects a fault on requests whose path starts with `route` and/or that reach `connector`: `latency` (with `latency_ms`), `429` (with `retry_after_seconds`, default 1), `500` or `503`. For the next `count` requests, a `rate` (0 to 1) of them, or until cleared.',
    body: '{ "route": "/api/v1/tools", "kind": "503", "count": 1 }',
    returns: '201 `{ "fault": fault }` with its id',
    errors:
      '400 without a `route` or a `connector`, with both `count` and `rate`, or for a kind it does not know.',
  },
  {
    method: 'DELETE',
    path: '/_emulator/faults',
    inProcess: 'control.clearFaults()',
    summary: 'Removes every fault.',
    returns: '200 `{}`',
  },
  {
    method: 'GET',
    path: '/_emulator/rate_limit',
    inProcess: 'control.rateLimit()',
    summary: 'The request rate limit of `/oauth/token` and `/api/v1`, if any.',
    returns: '200 `{ "rate_limit": { "requests_per_second", "burst" } | null }`',
  },
  {
    method: 'PUT',
    path: '/_emulator/rate_limit',
    inProcess: 'control.setRateLimit(limit)',
    summary:
      'Limits the request rate of `/oauth/token` and `/api/v1`: 429 with `Retry-After` beyond it. `burst` defaults to one second’s worth.',
    body: '{ "requests_per_second": 5, "burst": 10 }',
    returns: '200 `{ "rate_limit": limit }`',
    errors: '400 for a rate that is not positive.',
  },
  {
    method: 'DELETE',
    path: '/_emulator/rate_limit',
    inProcess: 'control.setRateLimit(undefined)',
    summary: 'Lifts the rate limit.',
    returns: '200 `{}`',
  },
  {
    method: 'POST',
    path: '/_emulator/webhooks',
    inProcess: 'control.webhooks.add(input)',
    summary:
      'Registers a webhook endpoint: where to deliver, the signing secret (`whsec_…`, made up when left out) and which event types (all by default).',
    body: '{ "url": "http://127.0.0.1:3000/api/plugboard/webhooks", "secret": "whsec_…" }',
    returns: '201 `{ "endpoint": { "id", "url", "secret", "events" } }`',
    errors: '400 for a URL that is not absolute http(s), or a secret not in `whsec_` form.',
  },
  {
    method: 'GET',
    path: '/_emulator/webhooks',
    inProcess: 'control.webhooks.list()',
    summary: 'The registered endpoints.',
    returns: '200 `{ "endpoints": [endpoint] }`',
  },
  {
    method: 'DELETE',
    path: '/_emulator/webhooks/:id',
    inProcess: 'control.webhooks.remove(id)',
    summary: 'Removes an endpoint.',
    returns: '204, no body',
    errors: '404 for no such endpoint.',
  },
  {
    method: 'GET',
    path: '/_emulator/webhooks/:id/deliveries',
    inProcess: 'control.webhooks.deliveries(id)',
    summary: 'What was delivered to an endpoint, each attempt with its status.',
    returns: '200 `{ "deliveries": [delivery] }`',
    errors: '404 for no such endpoint.',
  },
  {
    method: 'POST',
    path: '/_emulator/webhooks/:id/faults',
    inProcess: 'control.webhooks.addFault(id, fault)',
    summary:
      'Disturbs an endpoint’s next deliveries: `fail` (the next `count` attempts fail with `status`, 503 by default, so retries show), `duplicate` (each of the next `count` events twice) or `out_of_order` (the next `count` events held, then delivered newest first).',
    body: '{ "kind": "fail", "count": 2, "status": 500 }',
    returns: '201 `{ "fault": fault }`',
    errors: '404 for no such endpoint; 400 for a kind or count out of range.',
  },
  {
    method: 'POST',
    path: '/_emulator/oauth/mcp_servers',
    inProcess: 'control.oauth.registerMcpServer(input)',
    summary:
      'Registers an MCP server with the environment’s authorization server, as the service’s dashboard would: its URL (the token audience), scopes and access-token lifetime.',
    body: '{ "server_url": "http://127.0.0.1:3000/mcp", "scopes": ["tools"], "access_token_ttl_seconds": 3600 }',
    returns: '201 the registered server, with what its metadata publishes',
    errors:
      '400 for a URL with a fragment, a scope that is not one token, or a lifetime outside 60–86400 s.',
  },
  {
    method: 'GET',
    path: '/_emulator/oauth/mcp_servers',
    inProcess: 'control.oauth.listMcpServers()',
    summary: 'The registered MCP servers.',
    returns: '200 `{ "mcp_servers": [server] }`',
  },
  {
    method: 'POST',
    path: '/_emulator/oauth/sign_in',
    inProcess: 'control.oauth.signIn(link, answer)',
    summary:
      'Answers the authorization server’s sign-in page as a user would: who signs in (`user`, an id or email, and optionally `organization_id` and the ticked `scopes`), or `"deny"`.',
    body: '{ "link": "http://127.0.0.1:4010/oauth/authorize?…", "answer": { "user": "ada@example.com" } }',
    returns: '200 `{ "location": url }`: the client’s redirect URI with `code` or `error`.',
    errors:
      '400 `SIGN_IN_EXPIRED`, or for a user who is not in the environment; 404 `SIGN_IN_NOT_FOUND`.',
  },
  {
    method: 'POST',
    path: '/_emulator/oauth/keys/rotate',
    inProcess: 'control.oauth.rotateSigningKey()',
    summary:
      'Rotates the key that signs MCP access tokens, so a verifier’s key cache shows its refresh.',
    returns: '200 `{ "kid": id }`, the new key’s id',
  },
];

/** `router.get('/path', …)` and the like, in a router module. */
const ROUTE_CALL = /\brouter\.(get|post|put|delete|patch)\(\s*'([^']+)'/g;

/**
 * The routes the emulator serves under `/_emulator`, read from its source: each router mounted at
 * a `/_emulator` path in the app, found through the app's imports, and each route it declares.
 */
export function readControlRoutes(appFile = EMULATOR_APP): { method: string; path: string }[] {
  const app = readFileSync(appFile, 'utf8');
  const imports = new Map(
    [...app.matchAll(/import \{([^}]+)\} from '([^']+)'/g)].flatMap((match) =>
      (match[1] ?? '').split(',').map((name) => [name.trim(), match[2] ?? ''] as const),
    ),
  );
  const routes: { method: string; path: string }[] = [];
  for (const mount of app.matchAll(
    /app\.use\(\s*'(\/_emulator[^']*)',[^;]*?(\w+)\(control[^;]*\);/g,
  )) {
    const [, prefix = '', router = ''] = mount;
    const from = imports.get(router);
    if (!from) throw new Error(`${router} is mounted at ${prefix} but not imported`);
    const source = readFileSync(resolve(dirname(appFile), from), 'utf8');
    for (const [, method = '', path = ''] of source.matchAll(ROUTE_CALL)) {
      routes.push({ method: method.toUpperCase(), path: `${prefix}${path}` });
    }
  }
  return routes;
}
