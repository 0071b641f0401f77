// What the emulator costs the machine it runs on (issue 33): its RSS idle right after start and
// after N account lives, its CPU per call for a core read and one read of each simulated service,
// and the wall time of the first and second warehouse query of a new account. RSS includes the
// warehouse's engine processes (children of the emulator; read from /proc), and so does the
// warehouse read's CPU: the same query repeated (answered by the warehouse's result cache) and
// with USE_CACHED_RESULT=false (run by the engine every time). The CPU is the built CLI's, the
// emulator `npm run emulator` starts, read from /proc at steady state (`cpuPerCall`).
// The emulator from source runs in memory in a process of its own (lib/cost-emulator.ts;
// PLUGBOARD_EMULATOR_SRC=<a source tree's packages/emulator/src/index.ts> measures an earlier
// commit's beside this one). Figures only.
//
// An account life here is the emulator's share of the soak's (test-kit's account-life.ts), with
// every connector instead of the CRM alone: a new organization and user, an account of each
// connector, one read on each, then the accounts, the user and the organization deleted.
//
// The built CLI (`plugboard-emulator --memory`, plain node, no tsx) is measured first: its RSS
// idle and after the same lives, and its CPU per call (PLUGBOARD_EMULATOR_CLI=<a build's
// bin/plugboard-emulator.js> measures an earlier build; default this one's, which needs
// `turbo run build` first).
//
// node bench/run.mjs emulator-cost      (PLUGBOARD_COST_LIVES=30 PLUGBOARD_COST_CALLS=400
//                                        PLUGBOARD_COST_WARMUP=1000 PLUGBOARD_COST_CONSENT_MS=3000)
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ConnectorId } from '../packages/schema/src/index.ts';
import { readProcessStats } from '../packages/test-kit/src/process-stats.ts';
import { startChild } from './lib/child-process.ts';
import { summarize } from './lib/summarize.ts';

const LIVES = Number(process.env.PLUGBOARD_COST_LIVES ?? '30');
/** Sequential calls per measured read; CPU is read around batches of BATCH calls. */
const CALLS = Number(process.env.PLUGBOARD_COST_CALLS ?? '400');
const BATCH = 20;
/** Calls of each read before its CPU is measured: V8 compiles a path over its first hundreds. */
const WARMUP = Number(process.env.PLUGBOARD_COST_WARMUP ?? '1000');
/** New accounts whose first and second warehouse queries are timed. */
const NEW_WAREHOUSE_ACCOUNTS = 3;
/** Web search keys allow 20 requests a second each: calls rotate over this many. */
const SEARCH_KEYS = 60;
/** How long a user takes to consent, between a warehouse link and its account. */
const CONSENT_MS = Number(process.env.PLUGBOARD_COST_CONSENT_MS ?? '3000');
/** How long the emulator sits idle after its start before its RSS is read. */
const IDLE_MS = 5000;
const CLIENT = { clientId: 'cost-client', clientSecret: 'cost-secret-5c1d' };
const VIDEO_SCOPES = ['https://www.googleapis.com/auth/youtube.force-ssl'];
const WAREHOUSE_QUERY = {
  statement: 'SELECT status, count(*) AS orders FROM ORDERS GROUP BY status ORDER BY status',
  database: 'ANALYTICS',
  schema: 'SALES',
};

/** One row by its primary key: the engine's share is its round trip, not a scan. */
const WAREHOUSE_LOOKUP = {
  statement: 'SELECT order_id, status, total_amount FROM ORDERS WHERE order_id = 4242',
  database: 'ANALYTICS',
  schema: 'SALES',
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Where calls go: the emulator measured at the moment, and its token. */
const target = { base: '', token: '' };

/** The RSS of process `pid`, from ps (the CLI serves no figures of its own). */
const rssOf = (pid: number) =>
  Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
      .toString()
      .trim(),
  ) * 1024;

/** Clock ticks per second of /proc's CPU times (USER_HZ), when schedstat is not there. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/**
 * The CPU time (ms) `pid`'s threads have used: from each thread's schedstat, in ns, where the
 * kernel keeps one, since /proc's `stat` counts in 10 ms ticks, as coarse as a batch of cheap
 * calls; from `stat`'s user and system ticks otherwise.
 */
function cpuMsOf(pid: number): number {
  try {
    let nanos = 0;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      nanos += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    }
    return nanos / 1e6;
  } catch {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the paren: utime and stime are fields 14 and 15 (indexes 11, 12).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  }
}

/**
 * The warehouse's engine processes under `root` (an emulator runs each open engine, and the
 * spare, in a child process of its own), read from /proc: their RSS and CPU (user + system, ms)
 * count towards the emulator's cost, though neither `ps` of its pid nor its `process.cpuUsage`
 * sees them. An emulator that runs its engines in threads has none.
 */
function engineProcesses(root: number) {
  const parents = new Map<number, number>();
  const stats = new Map<number, string[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) may hold spaces: fields are read after its closing paren.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('engine-worker')) {
        stats.set(Number(entry), fields);
      }
    } catch {
      // Gone between the listing and the read.
    }
  }
  const under = (pid: number): boolean => {
    for (let up = parents.get(pid); up !== undefined && up > 1; up = parents.get(up)) {
      if (up === root) return true;
    }
    return false;
  };
  let rssPages = 0;
  let pssKb = 0;
  let cpuMs = 0;
  let count = 0;
  for (const [pid, fields] of stats) {
    if (!under(pid)) continue;
    count += 1;
    cpuMs += cpuMsOf(pid);
    // After the paren: rss is field 24 (index 21).
    rssPages += Number(fields[21]);
    // Their RSS counts node's own code, which they share with the emulator; PSS shares it out.
    const pss = /^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    pssKb += Number(pss?.[1] ?? 0);
  }
  const rssBytes = rssPages * 4096;
  const label = `engine processes: ${count}, RSS ${mb(rssBytes)}, PSS ${mb(pssKb * 1024)}`;
  return { rssBytes, cpuMs, count, label };
}

async function tokenFor(base: string): Promise<string> {
  const answer = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
    }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

/**
 * The CPU per call of a core read and of one read of each simulated service (the warehouse's
 * three ways), on the emulator `root`, its threads' time from /proc (schedstat, in ns).
 */
async function measureReads(root: number): Promise<void> {
  const { orgId, userId } = await newUser('reads');
  const reads: MeasuredRead[] = [
    { label: 'GET /api/v1/organizations', once: () => call('GET', '/api/v1/organizations') },
  ];
  for (const connector of CONNECTORS) {
    const accounts =
      connector === 'websearch'
        ? await Promise.all(
            Array.from({ length: SEARCH_KEYS }, () => connect(connector, orgId, userId)),
          )
        : [await connect(connector, orgId, userId)];
    const first = accounts[0] ?? { id: '', identifier: '' };
    const read = READS[connector];
    const label =
      connector === 'doclib' ? 'doclib proxy GET /v1.0/me/sites' : `execute_tool ${connector}`;
    const once = (n: number) => read(accounts[n % accounts.length] ?? first);
    if (connector !== 'warehouse') {
      reads.push({ label, once });
      continue;
    }
    // The account's first read opens its engine (claiming the spare starts the next one). The
    // same queries with the result cache off: what the engine costs when the cache cannot answer.
    // The aggregate scans 5,000 rows; the look-up by key is the tool's own path.
    await read(first);
    const uncached = (query: typeof WAREHOUSE_QUERY) => () =>
      run(first.id, 'warehouse_execute_query', {
        ...query,
        parameters: { USE_CACHED_RESULT: false },
      });
    reads.push(
      { label: `${label}, repeated`, once, engines: true },
      { label: `${label}, uncached`, once: uncached(WAREHOUSE_QUERY), engines: true },
      {
        label: `${label}, uncached look-up by key`,
        once: uncached(WAREHOUSE_LOOKUP),
        engines: true,
      },
    );
  }
  const rows = await cpuPerCall(root, reads);
  const core = rows[0]?.[1].median ?? Number.NaN;
  console.info(
    `\nbuilt CLI (--memory): CPU per call, ms, its engines' included for the warehouse (median / max over batches of ${BATCH}; ${CALLS} calls of each read, in turns, after ${WARMUP})`,
  );
  for (const [label, figures] of rows) {
    console.info(
      `${label.padEnd(50)}${figures.median.toFixed(2).padStart(7)} /${figures.max.toFixed(2).padStart(7)}   ${(figures.median / core).toFixed(1)}× the core read`,
    );
  }
}

/**
 * The built CLI in memory mode: RSS idle after start and after LIVES account lives, a new
 * warehouse account's first queries, and the CPU per call of each read.
 */
async function measureCli(): Promise<void> {
  const cli =
    process.env.PLUGBOARD_EMULATOR_CLI ??
    join(import.meta.dirname, '../packages/emulator/bin/plugboard-emulator.js');
  const process_ = spawn(process.execPath, [cli, '--memory', '--port', '0'], {
    env: {
      ...process.env,
      PLUGBOARD_CLIENT_ID: CLIENT.clientId,
      PLUGBOARD_CLIENT_SECRET: CLIENT.clientSecret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    let output = '';
    target.base = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /listening on (http:\/\/\S+)/.exec(output);
        if (listening?.[1]) resolve(listening[1]);
      };
      process_.stdout?.on('data', onData);
      process_.stderr?.on('data', onData);
      process_.once('exit', (code) => reject(new Error(`${cli} exited with ${code}:\n${output}`)));
    });
    await sleep(IDLE_MS);
    const pid = process_.pid ?? 0;
    const idleEngines = engineProcesses(pid);
    console.info(
      `built CLI (--memory): RSS idle after start   ${mb(rssOf(pid) + idleEngines.rssBytes)}  (${idleEngines.label})`,
    );
    target.token = await tokenFor(target.base);
    const atOnce = await newUser('cli-warehouse');
    const account = await connect('warehouse', atOnce.orgId, atOnce.userId);
    console.info(
      `built CLI (--memory): warehouse query of a new account made by the API, no link, first / second   ${await firstQueries(account)} ms`,
    );
    await call('POST', '/api/v1/connected_accounts:delete', { id: account.id });
    const started = performance.now();
    for (let n = 0; n < LIVES; n++) await liveOnce(n, 'cli');
    const seconds = (performance.now() - started) / 1000;
    const engines = engineProcesses(pid);
    console.info(
      `built CLI (--memory): RSS after ${LIVES} account lives   ${mb(rssOf(pid) + engines.rssBytes)}  (${engines.label}; ${(seconds / LIVES).toFixed(2)} s a life, every connector)`,
    );
    await measureReads(pid);
    console.info('');
  } finally {
    process_.kill('SIGTERM');
  }
}

const child = await startChild(
  join(import.meta.dirname, 'lib/cost-emulator.ts'),
  [],
  /listening (http:\/\/\S+ http:\/\/\S+)/,
  {
    NODE_OPTIONS: '--expose-gc',
    PLUGBOARD_CLIENT_ID: CLIENT.clientId,
    PLUGBOARD_CLIENT_SECRET: CLIENT.clientSecret,
  },
);
const [base = '', statsUrl = ''] = child.ready.split(' ');

async function call(method: string, path: string, body?: unknown, headers = {}) {
  const answer = await fetch(`${target.base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${target.token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 300)}`);
  return (text === '' ? {} : JSON.parse(text)) as Record<string, never>;
}

let accountsMade = 0;
/** A new ACTIVE account of `connector` for the user, with the credentials its service needs. */
async function connect(connector: ConnectorId, organizationId: string, userId: string) {
  accountsMade += 1;
  const authorization =
    connector === 'websearch'
      ? { static_auth: { details: { token: `cost_key_${accountsMade}`, plan: 'data_for_ai' } } }
      : { oauth_token: { access_token: `at_${accountsMade}`, scopes: VIDEO_SCOPES } };
  const created = await call('POST', '/api/v1/connected_accounts', {
    connector,
    identifier: `${connector}-${accountsMade}@cost.test`,
    organization_id: organizationId,
    user_id: userId,
    connected_account: { authorization_details: authorization },
  });
  const account = created.connected_account as { id: string; identifier: string };
  return account;
}

async function newUser(label: string) {
  const { organization } = await call('POST', '/api/v1/organizations', {
    display_name: `Cost ${label}`,
  });
  const orgId = (organization as { id: string }).id;
  const { user } = await call('POST', `/api/v1/organizations/${orgId}/users`, {
    email: `${label}@cost.test`,
  });
  return { orgId, userId: (user as { id: string }).id };
}

const run = (id: string, tool_name: string, params: Record<string, unknown>) =>
  call('POST', '/api/v1/execute_tool', { connected_account_id: id, tool_name, params });

/** One read of each simulated service, on that service's account. */
const READS: Record<
  ConnectorId,
  (account: { id: string; identifier: string }) => Promise<unknown>
> = {
  crm: (a) => run(a.id, 'crm_list_people', { limit: 20 }),
  docsapp: (a) => run(a.id, 'docsapp_user_list', {}),
  video: (a) => run(a.id, 'video_videos_list', { part: 'snippet', chart: 'mostPopular' }),
  websearch: (a) => run(a.id, 'websearch_web_search', { q: 'chess openings' }),
  warehouse: (a) => run(a.id, 'warehouse_execute_query', WAREHOUSE_QUERY),
  doclib: (a) =>
    call('GET', '/proxy/v1.0/me/sites', undefined, {
      connection_name: 'doclib',
      identifier: a.identifier,
    }),
};
const CONNECTORS = Object.keys(READS) as ConnectorId[];

/** The wall time of a new warehouse account's first and second query, as `first / second`. */
async function firstQueries(account: { id: string; identifier: string }): Promise<string> {
  const times: number[] = [];
  for (let query = 0; query < 2; query++) {
    const started = performance.now();
    await READS.warehouse(account);
    times.push(performance.now() - started);
  }
  return times.map((ms) => ms.toFixed(0)).join(' / ');
}

async function liveOnce(n: number, label = 'life') {
  const { orgId, userId } = await newUser(`${label}${n}`);
  for (const connector of CONNECTORS) {
    const account = await connect(connector, orgId, userId);
    await READS[connector](account);
    await READS[connector](account);
    await call('POST', '/api/v1/connected_accounts:delete', { id: account.id });
  }
  await call('DELETE', `/api/v1/users/${userId}`);
  await call('DELETE', `/api/v1/organizations/${orgId}`);
}

/** A read whose CPU per call is measured; `engines` counts the engine processes' CPU too. */
interface MeasuredRead {
  label: string;
  once: (n: number) => Promise<unknown>;
  engines?: boolean;
}

/**
 * The emulator's CPU (ms) per call of each read, median and max over batches of BATCH sequential
 * calls: its own process's, and for a read with `engines` its engine processes' too (only the
 * warehouse's reads run in an engine: counting them for the others counted a spare being made in
 * the background). Each read runs WARMUP times first: over a path's first hundred calls V8 is
 * still compiling it, and the same code moved by ±0.5× the core read from one run to the next.
 * An engine's first runs of a statement leave V8 compiling PGlite's hot code for seconds after,
 * on the engine's one background thread (docs/internals/emulator-cost.md, eleventh step): the
 * batches start once that is done. Then the reads take turns, a batch each, so that whatever
 * else slows the machine for a while (another tenant of its host) falls on all of them alike.
 */
async function cpuPerCall(root: number, reads: readonly MeasuredRead[]) {
  const counts = reads.map(() => 0);
  const callOnce = async (index: number) => {
    const n = counts[index] ?? 0;
    counts[index] = n + 1;
    await reads[index]?.once(n);
  };
  for (const index of reads.keys()) {
    for (let n = 0; n < WARMUP; n++) await callOnce(index);
  }
  await enginesSettled(root);
  const perCall = reads.map((): number[] => []);
  for (let batch = 0; batch < CALLS / BATCH; batch++) {
    for (const [index, read] of reads.entries()) {
      const enginesCpu = () => (read.engines ? engineProcesses(root).cpuMs : 0);
      const before = cpuMsOf(root);
      const enginesBefore = enginesCpu();
      for (let n = 0; n < BATCH; n++) await callOnce(index);
      const after = cpuMsOf(root);
      const enginesAfter = enginesCpu();
      perCall[index]?.push((after - before + Math.max(0, enginesAfter - enginesBefore)) / BATCH);
    }
  }
  return reads.map((read, index) => [read.label, summarize(perCall[index] ?? [])] as const);
}

/**
 * Waits until the engine processes are idle (a spare made after an account claimed one takes
 * seconds of CPU in the background), at most a minute: what the reads cost, not the spare.
 */
async function enginesSettled(root: number): Promise<void> {
  let last = engineProcesses(root).cpuMs;
  for (let waited = 0; waited < 60; waited++) {
    await sleep(1000);
    const now = engineProcesses(root).cpuMs;
    if (now - last < 20) return;
    last = now;
  }
}

/** The emulator's RSS with its engine processes'. */
async function rssWithEngines(afterGc = false) {
  const own = await readProcessStats(statsUrl, afterGc);
  const engines = engineProcesses(child.pid);
  return {
    ...own,
    rssBytes: own.rssBytes + engines.rssBytes,
    engines: engines.label,
  };
}

try {
  console.info(`load average at start ${loadavg()[0]?.toFixed(2)}`);
  await measureCli();
  target.base = base;
  target.token = await tokenFor(base);
  // Long enough for what the emulator prepares in the background after its start.
  await sleep(IDLE_MS);
  const idle = await rssWithEngines();
  const idleGc = await readProcessStats(statsUrl, true);
  console.info(
    `RSS idle after start               ${mb(idle.rssBytes)}  (heap after GC ${mb(idleGc.heapUsedBytes)}; ${idle.engines})`,
  );

  const warehouseTimes: string[] = [];
  const warehouseAccounts: string[] = [];
  // The first NEW_WAREHOUSE_ACCOUNTS come as users do: a link, the user's consent (CONSENT_MS),
  // the account, its first query at once. The last is made by the API and queried at once, with
  // no link ahead: the worst case.
  for (let n = 0; n <= NEW_WAREHOUSE_ACCOUNTS; n++) {
    const { orgId, userId } = await newUser(`warehouse${n}`);
    const linked = n < NEW_WAREHOUSE_ACCOUNTS;
    if (linked) {
      await call('POST', '/api/v1/connected_accounts/magic_link', {
        connector: 'warehouse',
        identifier: `warehouse-link-${n}@cost.test`,
        organization_id: orgId,
        user_id: userId,
        user_verify_url: 'https://app.cost.test/verify',
      });
      await sleep(CONSENT_MS);
    }
    const account = await connect('warehouse', orgId, userId);
    warehouseAccounts.push(account.id);
    warehouseTimes.push(await firstQueries(account));
    // A new organization's account, one at a time, as users come.
    await sleep(IDLE_MS);
  }
  const atOnce = warehouseTimes.pop();
  console.info(
    `warehouse query of a new account   first / second: link, consent ${CONSENT_MS / 1000} s: ${warehouseTimes.join(', ')} ms; made by the API, no link: ${atOnce} ms`,
  );
  const withEngines = await rssWithEngines(true);
  console.info(
    `RSS with ${NEW_WAREHOUSE_ACCOUNTS + 1} warehouse accounts open     ${mb(withEngines.rssBytes)}  (${withEngines.engines})`,
  );
  for (const id of warehouseAccounts) {
    await call('POST', '/api/v1/connected_accounts:delete', { id });
  }

  const started = performance.now();
  for (let n = 0; n < LIVES; n++) await liveOnce(n);
  const livesSeconds = (performance.now() - started) / 1000;
  const afterLives = await rssWithEngines(true);
  console.info(
    `RSS after ${LIVES} account lives           ${mb(afterLives.rssBytes)}  (heap after GC ${mb(afterLives.heapUsedBytes)}; ${afterLives.engines}; ${(livesSeconds / LIVES).toFixed(2)} s a life, every connector)`,
  );

  console.info(`load average at end ${loadavg()[0]?.toFixed(2)}`);
} finally {
  await child.stop();
}
