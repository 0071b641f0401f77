#!/usr/bin/env node
// Packs every public package under packages/ once, as a release packs it (`pnpm pack`: `workspace:*`
// and `catalog:` replaced by versions), into <repo>/.packed/, for everything that needs the
// tarballs: check:packages, the getting-started e2e (which installs them as the guides tell users
// to) and the consumer size bench. .packed/manifest.json maps each package to its tarball and to a
// fingerprint of the files it was packed from, so a pack older than the last build is detected.
//
//   node scripts/pack-packages.mjs           packs, replacing .packed/
//   node scripts/pack-packages.mjs --reuse   packs only when .packed/ is missing or stale
//
// The packages must be built first (`turbo run build`).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { delimiter, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PACKED = join(root, '.packed');
const MANIFEST = join(PACKED, 'manifest.json');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const BIN = join(root, 'node_modules', '.bin');
/** Not packed (or rebuilt on every run): they never make a tarball differ. */
const UNPACKED = new Set(['node_modules', '.turbo', 'coverage', '.test-results']);

function publicPackages() {
  const dir = join(root, 'packages');
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((pkgDir) => existsSync(join(pkgDir, 'package.json')))
    .map((pkgDir) => ({
      dir: pkgDir,
      json: JSON.parse(readFileSync(join(pkgDir, 'package.json'))),
    }))
    .filter(({ json }) => json.private !== true);
}

/** Every file of a package (path, size, mtime), hashed: any build or edit changes it. */
function fingerprint(pkgDir) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      if (UNPACKED.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        const { size, mtimeMs } = statSync(path);
        hash.update(`${relative(pkgDir, path)}\0${size}\0${mtimeMs}\n`);
      }
    }
  };
  walk(pkgDir);
  return hash.digest('hex');
}

function git(args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The file name `pnpm pack` gives a package's tarball: @scope/name@1.0.0 → scope-name-1.0.0.tgz. */
const tarballName = ({ name, version }) =>
  `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;

/**
 * `pnpm pack` of the packages, in one recursive run (one pnpm start-up instead of one per package),
 * with the pinned pnpm: the installed one when there is one, npx's otherwise.
 */
function pnpmPack(packages, destination) {
  const [command, args, env] = existsSync(join(BIN, 'pnpm'))
    ? [join(BIN, 'pnpm'), [], { PATH: `${BIN}${delimiter}${process.env.PATH}` }]
    : ['npx', ['-y', packageManager], {}];
  const filters = packages.flatMap(({ json }) => ['--filter', json.name]);
  const result = spawnSync(
    command,
    [...args, '--recursive', ...filters, 'pack', '--pack-destination', destination],
    { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } },
  );
  if (result.status !== 0) throw new Error(`pnpm pack failed:\n${result.stdout}${result.stderr}`);
}

/** The manifest of .packed/ when it matches every package's files as they are now. */
function freshManifest(packages) {
  if (!existsSync(MANIFEST)) return undefined;
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const fresh = packages.every(
    ({ dir, json }) =>
      manifest.fingerprints?.[json.name] === fingerprint(dir) &&
      existsSync(join(PACKED, manifest.tarballs[json.name])),
  );
  return fresh ? manifest : undefined;
}

async function pack(packages) {
  const missing = packages.filter(({ dir }) => !existsSync(join(dir, 'dist')));
  if (missing.length > 0) {
    throw new Error(
      `Build the packages before packing them (turbo run build): no dist in ${missing.map(({ json }) => json.name).join(', ')}.`,
    );
  }
  // Packed beside .packed/ and renamed into place, so a reader never sees half a pack.
  const work = `${PACKED}.${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  const manifest = {
    commit: git(['rev-parse', 'HEAD']),
    uncommittedChanges: git(['status', '--porcelain', '--', 'packages']) !== '',
    tarballs: {},
    fingerprints: {},
  };
  for (const { dir, json } of packages) {
    manifest.fingerprints[json.name] = fingerprint(dir);
    manifest.tarballs[json.name] = tarballName(json);
  }
  pnpmPack(packages, work);
  for (const file of Object.values(manifest.tarballs)) {
    if (!existsSync(join(work, file))) throw new Error(`pnpm pack made no ${file}.`);
  }
  await writeFile(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(PACKED, { recursive: true, force: true });
  renameSync(work, PACKED);
  return manifest;
}

/** The tarballs of every public package, packed now or (with `reuse`) by an earlier, fresh run. */
export async function packPackages({ reuse = false } = {}) {
  const packages = publicPackages();
  const manifest = (reuse && freshManifest(packages)) || (await pack(packages));
  return { dir: PACKED, ...manifest };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const { tarballs } = await packPackages({ reuse: process.argv.includes('--reuse') });
  for (const [name, file] of Object.entries(tarballs)) {
    console.info(`${name}: ${relative(root, join(PACKED, file))}`);
  }
  console.info(`${((performance.now() - started) / 1000).toFixed(1)} s`);
}
