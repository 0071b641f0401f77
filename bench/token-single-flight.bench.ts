// How many access-token requests 1,000 concurrent calls cause (target, issue 6: exactly 1), with
// a cold client, through a cold BFF, and after the upstream expired the cached token so that every
// call is answered 401 at once. Calls are counted at the fetch the client is given.
import { createEmulator } from '../packages/emulator/src/index.ts';
import { createPlugboard } from '../packages/server/src/index.ts';
import { createUpstreamClient } from '../packages/server/src/upstream/upstream-client.ts';

const CALLS = 1_000;
const ADA = { identifier: 'ada@example.com', organization_id: 'org_bench' };

const emulator = await createEmulator({ memory: true, tokenTtlSeconds: 3_600 });
const seen = { token: 0, other: 0, unauthorized: 0 };
const countingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
  if (path === '/oauth/token') seen.token += 1;
  else seen.other += 1;
  if (response.status === 401) seen.unauthorized += 1;
  return response;
};
const upstream = {
  baseUrl: emulator.url,
  clientId: emulator.clientId,
  clientSecret: emulator.clientSecret,
  fetch: countingFetch,
  // A thousand calls queue at the emulator's single database: give each the time to get through.
  timeoutMs: 60_000,
  logger: () => {},
};

async function scenario(name: string, run: () => Promise<unknown>[]): Promise<void> {
  seen.token = 0;
  seen.other = 0;
  seen.unauthorized = 0;
  const started = performance.now();
  const outcomes = await Promise.allSettled(run());
  const failures = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [String(outcome.reason)] : [],
  );
  const failed = failures.length;
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `${name.padEnd(48)}${String(seen.token).padStart(7)}${String(seen.other).padStart(7)}${String(seen.unauthorized).padStart(6)}${String(failed).padStart(8)}${seconds.toFixed(2).padStart(8)}`,
  );
  for (const reason of new Set(failures)) console.info(`  failed: ${reason}`);
}

try {
  // docs/internals/upstream-api.md §2.1: accounts are held for an organization that exists.
  await emulator.control.seed({
    data: { organizations: [{ id: ADA.organization_id, display_name: 'Bench organization' }] },
  });
  await createUpstreamClient(upstream).createConnectedAccount({ connector: 'crm', ...ADA });
  console.info(`${CALLS} concurrent calls per scenario (target: exactly 1 token request)\n`);
  console.info(
    'scenario                                         tokens  calls   401  failed       s',
  );

  const client = createUpstreamClient(upstream);
  await scenario('upstream client, cold', () =>
    Array.from({ length: CALLS }, () => client.listConnectedAccounts(ADA)),
  );

  const bff = createPlugboard({
    ...upstream,
    resolveUser: () => ({ identifier: ADA.identifier, organizationId: ADA.organization_id }),
    app: { url: 'http://127.0.0.1' },
    limits: { rateLimits: { perUser: false, perIp: false } },
  });
  await scenario('BFF GET /accounts, cold', () =>
    Array.from({ length: CALLS }, async () => {
      const answer = await bff.handler(new Request('http://127.0.0.1/api/plugboard/accounts'));
      if (answer.status !== 200) throw new Error(`GET /accounts answered ${answer.status}`);
      return answer.text();
    }),
  );

  // The upstream's clock passes the token's lifetime; the client's cache still trusts it.
  await emulator.control.advanceClock(3_601);
  await scenario('upstream client, token revoked upstream (401s)', () =>
    Array.from({ length: CALLS }, () => client.listConnectedAccounts(ADA)),
  );
} finally {
  await emulator.close();
}
