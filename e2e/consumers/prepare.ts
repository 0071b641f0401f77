// A customer's app with Plugboard installed from the registry, as close as CI gets: every public
// package packed (`pnpm pack`, as publishing does), a fixture app copied out of the repository,
// its @plugboard/* dependencies pointed at the tarballs, installed with plain npm and built.
// Used by e2e/consumer-apps.e2e.ts and bench/consumer-size.bench.ts. The packages must be built
// first (`npx -y pnpm@10.34.8 turbo run build`).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const PNPM = 'pnpm@10.34.8';
/** Shared by every run on this machine, so only the first one downloads Next, Vite and React. */
export const NPM_CACHE = join(tmpdir(), 'plugboard-consumers-npm-cache');

export type ConsumerAppName = 'next-app' | 'vite-express-app' | 'getting-started';
export type NextBundler = 'turbopack' | 'webpack';

export interface PackedPackages {
  /** Package name to absolute tarball path. */
  tarballs: Map<string, string>;
  dir: string;
  ms: number;
  remove(): Promise<void>;
}

export interface PreparedApp {
  name: ConsumerAppName;
  /** The app's own folder, outside the repository. */
  dir: string;
  /** Milliseconds per step: copy+install, and each build. */
  timings: Record<string, number>;
  remove(): Promise<void>;
}

/**
 * This process's environment without what pnpm and npm scripts set (npm_config_*, npm_package_*):
 * and what vitest sets (NODE_ENV=test, VITEST*): the app is a customer's, installed and built
 * with its own defaults.
 */
export function outsideEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(npm_|pnpm_|VITEST|NODE_ENV$|TEST$)/i.test(key),
    ),
  );
}

/** Runs a command; rejects with its output when it fails. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...outsideEnv(), ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(output);
      else {
        const line = `${command} ${args.join(' ')}`;
        reject(new Error(`${line} failed in ${options.cwd} (${code ?? signal}):\n${output}`));
      }
    });
  });
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - start)];
}

/** The workspace's published packages: packages/* that are not private. */
export function publicPackages(): { name: string; dir: string }[] {
  return readdirSync(join(root, 'packages'))
    .map((folder) => join(root, 'packages', folder))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ dir, manifest }) => ({ name: manifest.name as string, dir }));
}

let packed: Promise<PackedPackages> | undefined;

/** Packs every public package once per process, into a temporary folder. */
export function packPackages(): Promise<PackedPackages> {
  packed ??= (async () => {
    const packages = publicPackages();
    const missing = packages.filter(({ dir }) => !existsSync(join(dir, 'dist')));
    if (missing.length > 0) {
      throw new Error(
        `Build the packages before packing them (npx -y ${PNPM} turbo run build): no dist in ${missing.map(({ name }) => name).join(', ')}.`,
      );
    }
    const dir = await mkdtemp(join(tmpdir(), 'plugboard-tarballs-'));
    const [tarballs, ms] = await timed(async () => {
      const tarballs = new Map<string, string>();
      for (const { name, dir: packageDir } of packages) {
        const before = new Set(readdirSync(dir));
        await run('npx', ['-y', PNPM, 'pack', '--pack-destination', dir], { cwd: packageDir });
        const made = readdirSync(dir).find((file) => !before.has(file) && file.endsWith('.tgz'));
        if (!made) throw new Error(`pnpm pack made no tarball for ${name}.`);
        tarballs.set(name, join(dir, made));
      }
      return tarballs;
    });
    return { tarballs, dir, ms, remove: () => rm(dir, { recursive: true, force: true }) };
  })();
  return packed;
}

/**
 * Copies a fixture app (from `source`: e2e/consumers/<name> by default; the docs' getting-started
 * guide keeps its app under apps/docs/snippets) into a fresh folder under the system's temporary folder, points its
 * @plugboard/* dependencies at the tarballs (and overrides them, so no package ever resolves
 * a @plugboard/* name from the registry), and installs it with npm.
 */
export async function prepareConsumerApp(
  name: ConsumerAppName,
  { tarballs }: PackedPackages,
  source = join(import.meta.dirname, name),
): Promise<PreparedApp> {
  const dir = await mkdtemp(join(tmpdir(), `plugboard-${name}-`));
  const timings: Record<string, number> = {};
  const [, installMs] = await timed(async () => {
    await cp(source, dir, {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|\.next[^/\\]*|dist)$/.test(source),
    });
    const manifestPath = join(dir, 'package.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    const overrides: Record<string, string> = {};
    for (const field of ['dependencies', 'devDependencies']) {
      const deps: Record<string, string> = manifest[field] ?? {};
      for (const dep of Object.keys(deps)) {
        if (!dep.startsWith('@plugboard/')) continue;
        const tarball = tarballs.get(dep);
        if (!tarball) throw new Error(`${name} depends on ${dep}, which is not packed.`);
        deps[dep] = `file:${tarball}`;
        overrides[dep] = `$${dep}`;
      }
    }
    manifest.overrides = overrides;
    await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(NPM_CACHE, { recursive: true });
    await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--include=dev', '--cache', NPM_CACHE],
      {
        cwd: dir,
      },
    );
  });
  timings.install = installMs;
  // CONSUMER_STYLES_CSS=<file> installs another stylesheet in place of @plugboard/ui's, to see
  // the test catch a broken one: `git show <rev>:packages/ui/src/styles.css > /tmp/styles.css`.
  const styles = process.env.CONSUMER_STYLES_CSS;
  if (styles) await cp(styles, join(dir, 'node_modules/@plugboard/ui/src/styles.css'));
  return {
    name,
    dir,
    timings,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The folder `next build` writes to for a bundler (next.config.ts reads NEXT_DIST_DIR). */
export const nextDistDir = (bundler: NextBundler) => `.next-${bundler}`;

/** `next build` with Turbopack (Next 16's default) or with `--webpack`. */
export async function buildNextApp(app: PreparedApp, bundler: NextBundler): Promise<string> {
  const args = ['build', ...(bundler === 'webpack' ? ['--webpack'] : [])];
  const [output, ms] = await timed(() =>
    run(join(app.dir, 'node_modules/.bin/next'), args, {
      cwd: app.dir,
      env: { NEXT_DIST_DIR: nextDistDir(bundler), NEXT_TELEMETRY_DISABLED: '1' },
    }),
  );
  app.timings[`next build (${bundler})`] = ms;
  return output;
}

/** The Vite app's `npm run build`: typecheck and `vite build`. */
export async function buildViteApp(app: PreparedApp): Promise<string> {
  const [output, ms] = await timed(() => run('npm', ['run', 'build'], { cwd: app.dir }));
  app.timings['vite build'] = ms;
  return output;
}

const isMain = process.argv[1] && import.meta.filename === process.argv[1];
if (isMain) {
  // `tsx e2e/consumers/prepare.ts next-app|vite-express-app`: prepares and builds one app and
  // leaves it in place, for looking at by hand.
  const name = process.argv[2] as ConsumerAppName;
  const pack = await packPackages();
  const app = await prepareConsumerApp(name, pack);
  if (name === 'next-app') {
    await buildNextApp(app, 'turbopack');
    await buildNextApp(app, 'webpack');
  } else {
    await buildViteApp(app);
  }
  console.info(JSON.stringify({ dir: app.dir, pack: pack.ms, ...app.timings }, null, 2));
}
