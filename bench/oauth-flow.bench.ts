// The authorization code flow of the emulator's MCP authorization server, end to end, one flow at
// a time as one MCP client signing one user in: register (RFC 7591) → authorize (PKCE, resource)
// → sign in (the page's form post) → token, then the server package's verifier on the token
// (its JWKS cached). The emulator runs in a process of its own. Figures only: p50 and p99 per
// step and per flow, beside the machine's load average.
import { createHash, randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createJwtAccessTokenVerifier } from '../packages/server/src/mcp/auth/jwt-access-token-verifier.ts';
import { startChild } from './lib/child-process.ts';
import { formatMs, summarize } from './lib/summarize.ts';

const FLOWS = 200;
const WARM_UP = 20;
const RESOURCE = 'http://127.0.0.1:9/mcp';
const REDIRECT = 'http://127.0.0.1:9/callback';
const STEPS = ['register', 'authorize', 'sign in', 'token', 'verify'] as const;
type Step = (typeof STEPS)[number];

const emulator = await startChild(
  join(import.meta.dirname, 'lib/oauth-emulator-server.ts'),
  [],
  /listening (\S+)/,
  { PLUGBOARD_BENCH_RESOURCE: RESOURCE },
);
const base = emulator.ready;
const servers = (await (
  await fetch(`${base}/_emulator/oauth/mcp_servers`, {
    headers: {
      authorization: `Basic ${Buffer.from('plugboard-dev-client:plugboard-dev-secret').toString('base64')}`,
    },
  })
).json()) as { mcp_servers: { resource_id: string }[] };
const resourceId = servers.mcp_servers[0]?.resource_id;
const verify = createJwtAccessTokenVerifier({
  issuer: base,
  audience: RESOURCE,
  toSessionUser: (claims) => ({
    identifier: claims.email ?? claims.sub,
    organizationId: claims.org_id,
  }),
});

async function timed<T>(times: Record<Step, number[]>, step: Step, run: () => Promise<T>) {
  const start = performance.now();
  const value = await run();
  times[step].push(performance.now() - start);
  return value;
}

async function expectStatus(res: Response, status: number): Promise<Response> {
  if (res.status !== status) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return res;
}

async function flow(times: Record<Step, number[]>): Promise<void> {
  const client = await timed(times, 'register', async () => {
    const res = await fetch(`${base}/resources/${resourceId}/client_register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: [REDIRECT], client_name: 'bench' }),
    });
    return (await (await expectStatus(res, 201)).json()) as { client_id: string };
  });
  const verifier = randomBytes(32).toString('base64url');
  const signInUrl = await timed(times, 'authorize', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: client.client_id,
      redirect_uri: REDIRECT,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      scope: 'tools offline_access',
      state: 'bench',
      resource: RESOURCE,
    });
    const res = await fetch(`${base}/oauth/authorize?${query}`, { redirect: 'manual' });
    await expectStatus(res, 302);
    return res.headers.get('location') ?? '';
  });
  const code = await timed(times, 'sign in', async () => {
    const page = await expectStatus(await fetch(signInUrl), 200);
    await page.text();
    const res = await fetch(signInUrl, {
      method: 'POST',
      body: new URLSearchParams({ user: 'usr_ada', organization_id: 'org_acme' }),
      redirect: 'manual',
    });
    await expectStatus(res, 303);
    return new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
  });
  const accessToken = await timed(times, 'token', async () => {
    const res = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: client.client_id,
        code,
        code_verifier: verifier,
        redirect_uri: REDIRECT,
        resource: RESOURCE,
      }),
    });
    return ((await (await expectStatus(res, 200)).json()) as { access_token: string }).access_token;
  });
  await timed(times, 'verify', async () => {
    if ((await verify(accessToken)) === null) throw new Error('The verifier refused the token.');
  });
}

const fresh = () =>
  Object.fromEntries(STEPS.map((step) => [step, [] as number[]])) as Record<Step, number[]>;

try {
  const warmUp = fresh();
  for (let n = 0; n < WARM_UP; n += 1) await flow(warmUp);
  const times = fresh();
  const flows: number[] = [];
  for (let n = 0; n < FLOWS; n += 1) {
    const start = performance.now();
    await flow(times);
    flows.push(performance.now() - start);
  }
  console.info(
    `${FLOWS} flows after ${WARM_UP} warm-up, one at a time; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.info(`${'step'.padEnd(28)}${'p50'.padStart(10)}${'p99'.padStart(10)}`);
  const row = (label: string, samples: number[]) => {
    const { median, p99 } = summarize(samples);
    console.info(`${label.padEnd(28)}${formatMs(median)}${formatMs(p99)}`);
  };
  for (const step of STEPS)
    row(step === 'sign in' ? 'sign in (page + form post)' : step, times[step]);
  row('flow (all five)', flows);
} finally {
  await emulator.stop();
}
