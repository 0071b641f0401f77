// The README's first commands, as a newcomer runs them: a clone of this commit in an empty folder
// with nothing installed or built, `npm run demo` there with a fresh data folder, signed in as a
// demo user in Chromium; then `npm run emulator`, a token and one core-API call. CI runs this
// file first (scripts/run.mjs), so a change that breaks either command cannot land.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { OnboardingPage } from '../pages/onboarding-page.ts';
import { SignInPage } from '../pages/sign-in-page.ts';
import { launchChromium } from '../support/chromium.ts';
import { freePort, type RunningProcess, startServer } from '../support/consumer-app.ts';

const root = join(import.meta.dirname, '../..');
/** A cold install and build of every package the example uses, on two cores. */
const FIRST_START_MS = 600_000;

let folder: string;
let clone: string;
const running: RunningProcess[] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'plugboard-clean-clone-'));
  clone = join(folder, 'plugboard');
  // The commit checked out here, also from a worktree of another branch.
  const git = (args: string[]) => {
    const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
    return result.stdout.trim();
  };
  const commit = git(['rev-parse', 'HEAD']);
  git(['clone', '--quiet', '--no-checkout', root, clone]);
  git(['-C', clone, 'checkout', '--quiet', commit]);
});

afterAll(async () => {
  await Promise.all(running.map((process) => process.stop()));
  await rm(folder, { recursive: true, force: true });
}, 60_000);

/** `npm run <script>` in the clone, ready once its output matches `url`. */
async function npmRun(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  url: RegExp,
): Promise<RunningProcess> {
  const started = performance.now();
  const process = await startServer('npm', ['run', script, ...args], {
    cwd: clone,
    env: {
      ...env,
      // The main checkout's turbo cache: on CI it starts empty, so the clone builds everything
      // itself, and the phases after this one replay those builds instead of repeating them.
      TURBO_CACHE_DIR: join(root, '.turbo', 'cache'),
    },
    readyWithinMs: FIRST_START_MS,
    ready: async (output) => output.match(url)?.[1],
  });
  running.push(process);
  console.info(
    `npm run ${script}: ${process.url} after ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return process;
}

test(
  '`npm run demo` prints its URL, and a demo user signs in and sees the connectors',
  async () => {
    const port = await freePort();
    const demo = await npmRun(
      'demo',
      [],
      { PORT: String(port), PLUGBOARD_DATA_DIR: join(folder, 'data') },
      // Ready once the sign-in line is out too: it is written after the URL, and may arrive in a
      // later chunk of the output.
      /Plugboard example app: (http:\/\/\S+)[\s\S]*sign in as .*\n/,
    );
    expect(demo.url).toBe(`http://127.0.0.1:${port}`);
    // The output a newcomer reads: progress, the URL and how to sign in; no warning to ignore.
    expect(demo.output()).toContain('sign in as');
    expect(demo.output()).not.toMatch(/warn|\(!\)|error/i);

    const browser = await launchChromium();
    try {
      const page = await browser.context.newPage();
      page.setDefaultTimeout(30_000);
      await new SignInPage(page).open(demo.url);
      await new SignInPage(page).continueAs('Ada Lovelace');
      await new OnboardingPage(page).waitUntilShown();
      for (const connector of ['Docs', 'CRM']) {
        await page.getByRole('button', { name: `Connect ${connector}`, exact: true }).waitFor();
      }
    } finally {
      await browser.close();
    }
    await demo.stop();
  },
  FIRST_START_MS + 120_000,
);

test(
  '`npm run emulator` answers a token request and a core-API call',
  async () => {
    const port = await freePort();
    const emulator = await npmRun(
      'emulator',
      ['--', '--port', String(port), '--memory'],
      {},
      /listening on (http:\/\/127\.0\.0\.1:\d+)/,
    );
    const client = (emulator.output().match(/client_id:\s+(\S+)/) ?? [])[1];
    const secret = (emulator.output().match(/client_secret:\s+(\S+)/) ?? [])[1];
    expect(client, emulator.output()).toBeDefined();
    const token = await fetch(`${emulator.url}/oauth/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: client ?? '',
        client_secret: secret ?? '',
      }),
    });
    expect(token.status).toBe(200);
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const organizations = await fetch(`${emulator.url}/api/v1/organizations`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(organizations.status).toBe(200);
    expect(await organizations.json()).toHaveProperty('organizations');
    await emulator.stop();
  },
  FIRST_START_MS,
);
