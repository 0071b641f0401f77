#!/usr/bin/env node
// Checks what `npm publish` would put in front of users, from the tarballs themselves: the tarballs
// in .packed/ (scripts/pack-packages.mjs, packed there first when missing or older than the
// packages' files: CI packs once for this check, the getting-started e2e and the bench), then
// - publint --strict lints the tarball (package.json fields, exports, files that must exist);
// - attw (@arethetypeswrong/cli, profile esm-only) resolves every JS entry the way TypeScript
//   does under node16 and bundler resolution; the CSS entries have no types to find and are left
//   out of it (publint checks that they exist);
// - the file list holds no test, type test, snapshot, story, fixture or test helper, and has the
//   LICENSE, README.md and CHANGELOG.md; no export points at such a file, and no dependency is a
//   private workspace package (@plugboard/test-kit);
// - no packed source, built file or declaration imports a test runner (vitest, @testing-library,
//   playwright): a test helper that escaped the naming rules above still names its runner;
// - every source map and declaration map points at sources that are in the tarball;
// - every built .js file whose source starts with 'use client' starts with it too (tsc keeps the
//   directive; a bundling step that drops it breaks React Server Components hosts);
// - the other @plugboard packages are dependencies at exactly this package's version: they are
//   released together (.changeset/config.json) and must be installed at the same version.
// The packages must be built first (`turbo run build`). Exits 1 on any problem.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packPackages } from './pack-packages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(root, 'node_modules', '.bin');

/** Paths inside a tarball (below `package/`) that must not be published. */
const FORBIDDEN = [
  { pattern: /\.test\.[^/]*$/, what: 'a test' },
  { pattern: /\.test-d\.[^/]*$/, what: 'a type test' },
  { pattern: /(^|\/)__snapshots__\//, what: 'a test snapshot' },
  { pattern: /\.stories\.[^/]*$/, what: 'a story' },
  { pattern: /(^|\/)stories\//, what: 'a story helper' },
  { pattern: /(^|\/)fixtures\.[^/]*$/, what: 'a fixture' },
  { pattern: /^(src|dist)\/test\//, what: 'a test helper' },
  { pattern: /\.tsbuildinfo$/, what: 'a build cache' },
];
/** A test runner a packed file must not import: only test code does, and tests are not published. */
const TEST_RUNNER_IMPORT =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"](vitest|@vitest\/[^'"]+|@testing-library\/[^'"]+|playwright|@playwright\/[^'"]+)(?:\/[^'"]*)?['"]/;
const REQUIRED = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'];
const USE_CLIENT = /^['"]use client['"]/;

const problems = [];
const problem = (pkg, message) => problems.push(`${pkg}: ${message}`);

/** Runs a command; its output is printed, and returned for the caller to read. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...options.env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  const output = `${result.stdout}${result.stderr}`;
  if (!options.quiet) process.stdout.write(output);
  return { status: result.status, output };
}

function publicPackages() {
  const dir = join(root, 'packages');
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((pkgDir) => existsSync(join(pkgDir, 'package.json')))
    .map((pkgDir) => ({ dir: pkgDir, json: readJson(join(pkgDir, 'package.json')) }))
    .filter(({ json }) => json.private !== true);
}

/** The names of the workspace's private packages (test-kit): no published package may need them. */
const privatePackages = new Set(
  readdirSync(join(root, 'packages'))
    .map((name) => join(root, 'packages', name, 'package.json'))
    .filter(existsSync)
    .map(readJson)
    .filter((json) => json.private === true)
    .map((json) => json.name),
);

/** Every string target of an `exports` field, under every condition. */
function exportTargets(exportsField) {
  if (typeof exportsField === 'string') return [exportsField];
  if (typeof exportsField !== 'object' || exportsField === null) return [];
  return Object.values(exportsField).flatMap(exportTargets);
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** `./styles.css`-like subpaths: no types to resolve, so attw leaves them out. */
function cssSubpaths(exportsField) {
  if (typeof exportsField !== 'object' || exportsField === null) return [];
  const targetOf = (target) =>
    typeof target === 'string' ? target : (target?.default ?? target?.style);
  return Object.entries(exportsField)
    .filter(
      ([, target]) => typeof targetOf(target) === 'string' && targetOf(target).endsWith('.css'),
    )
    .map(([subpath]) => subpath);
}

function checkPackage({ dir, json }, tarball, workDir) {
  const name = json.name;
  console.info(`\n━━ ${name}@${json.version} ━━`);

  const packDir = join(workDir, name.replace('/', '+'));
  mkdirSync(packDir);

  // The file list.
  const listing = run('tar', ['tzf', tarball], { quiet: true }).output;
  const files = listing
    .split('\n')
    .filter(Boolean)
    .map((file) => file.replace(/^package\//, ''));
  console.info(`${files.length} files in ${relative(root, tarball)}`);
  for (const file of files) {
    const forbidden = FORBIDDEN.find(({ pattern }) => pattern.test(file));
    if (forbidden) problem(name, `${file} is ${forbidden.what}; it must not be published`);
  }
  for (const file of REQUIRED) {
    if (!files.includes(file)) problem(name, `${file} is missing from the tarball`);
  }

  // What pnpm wrote into the tarball's package.json.
  const unpacked = join(packDir, 'unpacked');
  mkdirSync(unpacked);
  run('tar', ['xzf', tarball, '-C', unpacked], { quiet: true });
  const packageDir = join(unpacked, 'package');
  const manifest = readJson(join(packageDir, 'package.json'));
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [dependency, range] of Object.entries(manifest[field] ?? {})) {
      if (/^(workspace|catalog):/.test(range)) {
        problem(name, `${field}.${dependency} is still "${range}" in the tarball`);
      } else if (dependency.startsWith('@plugboard/') && range !== json.version) {
        problem(
          name,
          `${field}.${dependency} is "${range}": the packages are released together, it must be exactly ${json.version}`,
        );
      }
    }
  }

  // No test helper reaches users through the manifest: no export, under any condition, points at
  // one (a `@plugboard/source`-only target is not packed, so the subpath fails for every user),
  // and no dependency is a private workspace package such as @plugboard/test-kit.
  for (const target of exportTargets(json.exports)) {
    const forbidden = FORBIDDEN.find(({ pattern }) => pattern.test(target.replace(/^\.\//, '')));
    if (forbidden) problem(name, `an export points at ${target}, ${forbidden.what}`);
  }
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const dependency of Object.keys(json[field] ?? {})) {
      if (privatePackages.has(dependency)) {
        problem(
          name,
          `${field}.${dependency} is private to this repository; it is never published`,
        );
      }
    }
  }

  // No packed code imports a test runner.
  for (const file of files.filter((f) => /\.(?:[cm]?[jt]sx?|d\.[cm]?ts)$/.test(f))) {
    const runner = TEST_RUNNER_IMPORT.exec(readFileSync(join(packageDir, file), 'utf8'))?.[1];
    if (runner)
      problem(name, `${file} imports the test runner ${runner}; it must not be published`);
  }

  // Source maps and declaration maps point at files that ship.
  const shipped = new Set(files);
  for (const file of files.filter((f) => f.endsWith('.map'))) {
    const map = readJson(join(packageDir, file));
    for (const source of map.sources ?? []) {
      const target = posix.normalize(posix.join(posix.dirname(file), map.sourceRoot ?? '', source));
      if (!shipped.has(target))
        problem(name, `${file} points at ${target}, which is not published`);
    }
  }

  // 'use client' survives the build.
  let clientModules = 0;
  for (const file of files.filter((f) => /^dist\/.*\.js$/.test(f))) {
    const stem = file.replace(/^dist\//, 'src/').replace(/\.js$/, '');
    const source = ['.ts', '.tsx'].map((ext) => join(dir, stem + ext)).find(existsSync);
    if (!source || !USE_CLIENT.test(readFileSync(source, 'utf8'))) continue;
    clientModules += 1;
    if (!USE_CLIENT.test(readFileSync(join(packageDir, file), 'utf8'))) {
      problem(name, `${file} lost the 'use client' directive its source starts with`);
    }
  }
  console.info(`${clientModules} built files whose source starts with 'use client' checked`);

  // publint on the tarball: warnings are errors (--strict), and a suggestion is a problem too.
  console.info('\n$ publint --strict');
  const publint = run(join(BIN, 'publint'), ['--strict', tarball]);
  if (publint.status !== 0 || !publint.output.includes('All good!')) {
    problem(name, 'publint reported problems (above)');
  }

  // attw on the tarball, ESM only (the packages ship no CommonJS).
  const css = cssSubpaths(json.exports);
  const attwArgs = [tarball, '--profile', 'esm-only', '--format', 'table-flipped'];
  if (css.length > 0) attwArgs.push('--exclude-entrypoints', ...css);
  console.info(
    `\n$ attw --profile esm-only${css.length > 0 ? ` --exclude-entrypoints ${css.join(' ')}` : ''}`,
  );
  const attw = run(join(BIN, 'attw'), attwArgs);
  if (attw.status !== 0) problem(name, 'attw reported problems (above)');
}

const packages = publicPackages();
const packed = await packPackages({ reuse: true });
const workDir = mkdtempSync(join(tmpdir(), 'plugboard-packages-'));
try {
  for (const pkg of packages) {
    checkPackage(pkg, join(packed.dir, packed.tarballs[pkg.json.name]), workDir);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`\n✗ ${problems.length} problem(s) in the packages:`);
  for (const line of problems) console.error(`  - ${line}`);
  process.exit(1);
}
console.info(`\n✓ ${packages.map(({ json }) => json.name).join(', ')}: clean to publish`);
