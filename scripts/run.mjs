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
const BIN = join(root, 'node_modules', '.bin');
// scripts/bin/pnpm on PATH for turbo, which runs every task through a package manager.
const TOOLS_PATH = `${join(root, 'scripts', 'bin')}${delimiter}${BIN}${delimiter}${process.env.PATH}`;

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

/** Runs a step whose output matters only when it fails: then it is printed, and the run ends. */
function quietly(what, command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, ...env },
  });
  if (result.status === 0) return;
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  console.error(`\n✗ ${what} failed (exit ${result.status ?? result.signal})`);
  process.exit(result.status ?? 1);
}

const pnpm = (args, env = {}) => run('npx', ['-y', packageManager, ...args], env);
const turbo = (args, env = {}) => run(join(BIN, 'turbo'), args, { PATH: TOOLS_PATH, ...env });

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
  console.info('• Installing dependencies with pnpm (about a minute on a new machine)…');
  quietly('pnpm install', 'npx', ['-y', packageManager, 'install', '--frozen-lockfile']);
}

// turbo builds a package after the packages it depends on and replays a build whose inputs have
// not changed from its cache, so a second start costs a fraction of a second. npx spends 2–3 s
// resolving pnpm on every call: turbo is called directly, with scripts/bin/pnpm for the tasks it
// must run.
function cachedBuild(filter) {
  quietly(
    `building ${filter}`,
    join(BIN, 'turbo'),
    ['run', 'build', `--filter=${filter}`, '--output-logs=errors-only'],
    { PATH: TOOLS_PATH },
  );
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

/** Each suite's JSON report (vitest's json reporter), by file name. */
function readReports() {
  if (!existsSync(RESULTS_DIR)) return new Map();
  return new Map(
    readdirSync(RESULTS_DIR).map((file) => [
      file,
      JSON.parse(readFileSync(join(RESULTS_DIR, file), 'utf8')),
    ]),
  );
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * Runs the test command's phases in order, each timed, then prints a table of the phases with the
 * tests each ran, and the plain `N passed, N failed` line CI reads (vitest is not one of the
 * runners whose closing lines it knows).
 */
function runPhases(phases) {
  const rows = [];
  const started = performance.now();
  for (const [name, work] of phases) {
    console.info(`\n▶ ${name}`);
    const before = new Set(readReports().keys());
    const phaseStarted = performance.now();
    work();
    const ms = performance.now() - phaseStarted;
    const reports = [...readReports()].filter(([file]) => !before.has(file));
    const passed = reports.reduce((sum, [, report]) => sum + report.numPassedTests, 0);
    const failed = reports.reduce((sum, [, report]) => sum + report.numFailedTests, 0);
    rows.push({ name, ms, passed, failed });
    console.info(`✓ ${name}: ${seconds(ms)}`);
  }
  const width = Math.max(...rows.map(({ name }) => name.length));
  console.info(`\n${'phase'.padEnd(width)}  ${'time'.padStart(6)}  tests`);
  for (const { name, ms, passed } of rows) {
    console.info(`${name.padEnd(width)}  ${seconds(ms).padStart(6)}  ${passed || ''}`);
  }
  console.info(`${'total'.padEnd(width)}  ${seconds(performance.now() - started).padStart(6)}`);
  const passed = rows.reduce((sum, row) => sum + row.passed, 0);
  const failed = rows.reduce((sum, row) => sum + row.failed, 0);
  console.info(`\nTests: ${passed} passed, ${failed} failed`);
}

const commands = {
  demo() {
    install();
    console.info(
      '• Building the example app and the packages it uses (cached after the first run)…',
    );
    cachedBuild('@plugboard/example...');
    console.info('• Starting the example app on its embedded emulator…');
    const options = process.argv.slice(3);
    run('npm', [
      'run',
      '--silent',
      '--prefix',
      join(root, 'apps', 'example'),
      'start',
      ...(options.length > 0 ? ['--', ...options] : []),
    ]);
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
    const vitest = (config) => run(join(BIN, 'vitest'), ['run', '--config', config], reportEnv);
    runPhases([
      // First, what a newcomer runs: a clone of this commit, `npm run demo` and
      // `npm run emulator` in it, as the README says.
      ['README commands on a clean clone', () => vitest('e2e/clean-clone/vitest.config.ts')],
      ['lint', () => pnpm(['lint'])],
      [
        'build, typecheck, unit tests',
        () => turbo(['run', 'build', 'typecheck', 'test', '--concurrency=2'], reportEnv),
      ],
      ['pack and check packages', () => pnpm(['check:packages'])],
      ['Storybook build', () => pnpm(['build-storybook'])],
      ['browser tests', () => vitest('e2e/vitest.config.ts')],
    ]);
  },
};

const command = commands[process.argv[2]];
if (!command) {
  console.error(`usage: node scripts/run.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
command();
