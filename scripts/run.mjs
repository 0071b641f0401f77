#!/usr/bin/env node
// The README's commands, on a machine that has only Node and npm: pnpm comes through npx at the
// version pinned in package.json (corepack cannot verify signatures on every registry).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const RESULTS_DIR = join(root, '.test-results');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(
      `\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`,
    );
    process.exit(result.status ?? 1);
  }
}

const pnpm = (args, env = {}) => run('npx', ['-y', packageManager, ...args], env);

// npx spends 2–3 s resolving pnpm on every call. The emulator's start runs turbo itself, with
// scripts/bin/pnpm on PATH for the tasks turbo's cache cannot replay, so a cached build costs a
// fraction of a second. Its output is shown only when the build fails: the command's own output
// is the emulator's.
function cachedBuild(filter) {
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'turbo'),
    ['run', 'build', `--filter=${filter}`, '--output-logs=errors-only'],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        PATH: `${join(root, 'scripts', 'bin')}${delimiter}${process.env.PATH}`,
      },
    },
  );
  if (result.status === 0) return;
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  console.error(`\n✗ building ${filter} failed (exit ${result.status ?? result.signal})`);
  process.exit(result.status ?? 1);
}

/** pnpm keeps a copy of the lockfile it installed from; when it is the same, nothing is to do. */
function isInstalled() {
  const installed = join(root, 'node_modules', '.pnpm', 'lock.yaml');
  return (
    existsSync(installed) &&
    readFileSync(installed, 'utf8') === readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8')
  );
}

function install() {
  if (isInstalled()) return;
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}

// Debian packages the tests use: Chromium for the browser tests, redis-server for the BFF's
// shared rate-limit test.
const SYSTEM_PACKAGES = [
  { name: 'chromium', binary: '/usr/bin/chromium' },
  { name: 'redis-server', binary: '/usr/bin/redis-server' },
];

function ensureSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter(({ binary }) => !existsSync(binary)).map(
    ({ name }) => name,
  );
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `The tests need ${missing.join(' and ')}: run \`sudo apt-get install -y ${missing.join(' ')}\`.`,
    );
    process.exit(1);
  }
  console.info(`Installing ${missing.join(' and ')} for the tests (apt-get)…`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    DEBIAN_FRONTEND: 'noninteractive',
  });
}

// Vitest is not one of the runners CI reads closing lines from, so the totals of every suite are
// added up into the plain `N passed, N failed` line.
function printTotals() {
  let passed = 0;
  let failed = 0;
  for (const file of readdirSync(RESULTS_DIR)) {
    const report = JSON.parse(readFileSync(join(RESULTS_DIR, file), 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  console.info(`\nTests: ${passed} passed, ${failed} failed`);
}

const commands = {
  demo() {
    install();
    pnpm(['--filter', '@plugboard/example', 'build']);
    pnpm(['--filter', '@plugboard/example', 'start']);
  },
  emulator() {
    install();
    cachedBuild('@plugboard/emulator...');
    run('node', ['packages/emulator/bin/plugboard-emulator.js', ...process.argv.slice(3)]);
  },
  test() {
    install();
    ensureSystemPackages();
    rmSync(RESULTS_DIR, { recursive: true, force: true });
    const reportEnv = { PLUGBOARD_TEST_RESULTS: RESULTS_DIR };
    pnpm(['lint']);
    pnpm(['turbo', 'run', 'typecheck', 'build', 'test', '--concurrency=2'], reportEnv);
    // The tarballs a release would publish, from the build above: publint, attw, their contents.
    pnpm(['check:packages']);
    pnpm(['build-storybook']);
    pnpm(['test:e2e'], reportEnv);
    printTotals();
  },
};

const command = commands[process.argv[2]];
if (!command) {
  console.error(`usage: node scripts/run.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
command();
