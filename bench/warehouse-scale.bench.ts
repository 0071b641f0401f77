// The warehouse with many accounts (issue 17): the emulator's RSS with 1, 10 and 50 warehouse
// accounts, each having run one query, and other requests' latency while one account runs a
// 5-second statement. BEFORE is the last commit whose engines ran on the emulator's thread
// (extracted with `git archive` and run from source beside this one), AFTER is this tree. Each
// emulator runs in a child process; RSS is that process's (its worker threads included).
// Figures only, with the machine's load average.
import { execSync } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild } from './lib/child-process.ts';
import { formatMs, summarize } from './lib/summarize.ts';

/** The last commit whose warehouse engines ran on the emulator's main thread. */
const BEFORE_COMMIT = '3fe7d28';
const root = fileURLToPath(new URL('..', import.meta.url));
const child = fileURLToPath(new URL('lib/warehouse-emulator.ts', import.meta.url));
const COUNTS = [1, 10, 50];
/** Before, an engine held about 250 MB: 50 would need 12 GB of a machine shared with others. */
const BEFORE_COUNTS = [1, 10];
const LONG_STATEMENT_S = 5;

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

async function client(url: string) {
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: 'plugboard-dev-client',
    client_secret: 'plugboard-dev-secret',
  });
  const token = await fetch(`${url}/oauth/token`, { method: 'POST', body: form })
    .then((res) => res.json() as Promise<{ access_token: string }>)
    .then((body) => body.access_token);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as Record<string, unknown>;
    if (res.status !== 200 && res.status !== 201) {
      throw new Error(`${path} ${res.status} ${JSON.stringify(answer)}`);
    }
    return answer;
  };
  return {
    call,
    async account(n: number): Promise<string> {
      const made = await call('POST', '/api/v1/connected_accounts', {
        connector: 'warehouse',
        identifier: `analyst${n}@bench.test`,
        connected_account: { authorization_details: { static_auth: { details: { token: 't' } } } },
      });
      return (made.connected_account as { id: string }).id;
    },
    sql: (account: string, statement: string, async?: boolean) =>
      call('POST', '/api/v1/execute_tool', {
        connected_account_id: account,
        tool_name: 'warehouse_execute_query',
        params: { statement, async },
      }),
  };
}

/** RSS after each of COUNTS accounts ran one query on its seeded sample. */
async function measureRss(label: string, counts: number[], env: Record<string, string>) {
  const emulator = await startChild(child, [], /listening (\S+)/, env);
  try {
    const api = await client(emulator.ready);
    console.info(`${label}: RSS ${(await rssMb(emulator.pid)).toFixed(0)} MB with no account`);
    const started = performance.now();
    for (let n = 1; n <= Math.max(...counts); n += 1) {
      await api.sql(await api.account(n), 'SELECT count(*) FROM sales.order_items');
      if (counts.includes(n)) {
        const seconds = (performance.now() - started) / 1000;
        console.info(
          `${label}: RSS ${(await rssMb(emulator.pid)).toFixed(0).padStart(5)} MB with ${String(n).padStart(2)} accounts (${seconds.toFixed(0)} s to open them)`,
        );
      }
    }
  } finally {
    await emulator.stop();
  }
}

/** Latency of `request`, fired every `everyMs` while `until` is pending. */
async function sample(request: () => Promise<unknown>, everyMs: number, until: Promise<unknown>) {
  const samples: number[] = [];
  const failures: string[] = [];
  const inFlight: Promise<unknown>[] = [];
  let done = false;
  void until.finally(() => {
    done = true;
  });
  while (!done) {
    const started = performance.now();
    inFlight.push(
      request().then(
        () => samples.push(performance.now() - started),
        // A blocked server's keep-alive timer may reset a connection: counted, not timed.
        (error: unknown) => failures.push(String(error)),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  await Promise.all(inFlight);
  return { samples, failed: failures.length };
}

/** One account's 5-second statement, sent with or without `async`, until it finished. */
async function runLong(api: Awaited<ReturnType<typeof client>>, account: string, mode: string) {
  const statement = `SELECT pg_sleep(${LONG_STATEMENT_S})`;
  if (mode === 'sync') return api.sql(account, statement);
  const started = (await api.sql(account, statement, true)).data as { statementHandle: string };
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const status = await api
      .call('POST', '/api/v1/execute_tool', {
        connected_account_id: account,
        tool_name: 'warehouse_get_query_status',
        params: { statement_handle: started.statementHandle },
      })
      // A blocked server's keep-alive timer may reset the connection: poll again.
      .catch(() => ({ data: { code: '333334' } }));
    if ((status.data as { code?: string }).code !== '333334') return status;
  }
}

async function measureLatency(label: string, env: Record<string, string>) {
  const emulator = await startChild(child, [], /listening (\S+)/, env);
  try {
    const api = await client(emulator.ready);
    const [sleeper, other] = [await api.account(1), await api.account(2)];
    await Promise.all([api.sql(sleeper, 'SELECT 1'), api.sql(other, 'SELECT 1')]);
    const kinds: [string, () => Promise<unknown>][] = [
      ['GET /api/v1/organizations', () => api.call('GET', '/api/v1/organizations')],
      ['GET /api/v1/connected_accounts', () => api.call('GET', '/api/v1/connected_accounts')],
      ["another account's small query", () => api.sql(other, 'SELECT count(*) FROM hr.employees')],
    ];
    for (const [name, request] of kinds) {
      const idle = summarize(
        (await sample(request, 25, new Promise((r) => setTimeout(r, 2_000)))).samples,
      );
      // async: the tool answers at once and the statement runs on. Without it, execute_tool
      // holds the emulator's database transaction until the statement ends (services/
      // tool-executions.ts), whichever thread the engine runs on.
      for (const mode of ['async', 'sync'] as const) {
        const long = runLong(api, sleeper, mode);
        const busy = await sample(request, 25, long);
        const loaded = summarize(busy.samples);
        console.info(
          `${label}: ${name.padEnd(31)} ${mode.padEnd(5)} p99 idle ${formatMs(idle.p99)}  during ${LONG_STATEMENT_S} s statement ${formatMs(loaded.p99)}  rise ${formatMs(loaded.p99 - idle.p99)}  (${busy.samples.length} requests${busy.failed > 0 ? `, ${busy.failed} reset` : ''})`,
        );
      }
    }
  } finally {
    await emulator.stop();
  }
}

/** The emulator's source at BEFORE_COMMIT, runnable beside this tree's packages. */
async function beforeTree(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'plugboard-warehouse-before-'));
  execSync(`git archive ${BEFORE_COMMIT} packages/emulator/src | tar -x -C ${dir}`, { cwd: root });
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'));
  await symlink(
    join(root, 'packages/emulator/node_modules'),
    join(dir, 'packages/emulator/node_modules'),
  );
  return dir;
}

const before = await beforeTree();
try {
  const beforeEnv = { PLUGBOARD_EMULATOR_SRC: join(before, 'packages/emulator/src/index.ts') };
  console.info(`BEFORE: ${BEFORE_COMMIT}, engines on the emulator's thread; AFTER: this tree`);
  await measureLatency('BEFORE', beforeEnv);
  await measureLatency('AFTER ', {});
  await measureRss('BEFORE', BEFORE_COUNTS, beforeEnv);
  await measureRss('AFTER ', COUNTS, {});
  console.info(
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await rm(before, { recursive: true, force: true });
}
