// The docs' getting-started guides as a new user follows them, from the packed packages: the
// guide's install commands (apps/docs/snippets/getting-started/<guide>/install.sh) run with sh in
// a fresh folder beside a `plugboard` folder that is this checkout, so their
// `../plugboard/.packed/*.tgz` are the tarballs `npm run pack` wrote (the guides' pack.sh); then
// the guide's files are written where its page says, and the app is built with its `npm run build`.
// Used by e2e/getting-started.e2e.ts and bench/consumer-size.bench.ts. The packages must be built
// first (`npx -y pnpm@10.34.8 turbo run build`).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '../..');
export const GUIDES_DIR = join(root, 'apps/docs/snippets/getting-started');
/** Shared by every run on this machine, so only the first one downloads Next, Vite and React. */
export const NPM_CACHE = join(tmpdir(), 'plugboard-consumers-npm-cache');

export type Guide = 'vite-express' | 'next';

/**
 * Snippets that are not files of the app: the commands the test runs, the package.json the
 * commands write (the test compares it), and the hosted service's settings.
 */
const NOT_APP_FILES = new Set(['install.sh', 'package.json', 'env.production']);
/** The dotfiles a page shows under another name: the docs' tooling ignores dotfiles. */
const DOTFILES: Record<string, string> = { env: '.env', 'env.local': '.env.local' };

export interface PackedPackages {
  /** Package name to absolute tarball path. */
  tarballs: Map<string, string>;
  /** Milliseconds `npm run pack` took here: next to nothing when .packed/ was fresh. */
  ms: number;
}

export interface GuideApp {
  guide: Guide;
  /** The app's own folder, `my-app`, outside the repository. */
  dir: string;
  /** Milliseconds per step: the install commands, the build. */
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

/**
 * The guides' pack step, `npm run pack`, with `--reuse`: after CI's own `npm run pack`, or an
 * earlier run on unchanged packages, .packed/ is fresh and nothing is packed again.
 */
export async function packPackages(): Promise<PackedPackages> {
  const [, ms] = await timed(() =>
    run('node', [join(root, 'scripts/pack-packages.mjs'), '--reuse'], { cwd: root }),
  );
  const manifest = JSON.parse(readFileSync(join(root, '.packed/manifest.json'), 'utf8'));
  const tarballs = new Map<string, string>(
    Object.entries(manifest.tarballs as Record<string, string>).map(([name, file]) => [
      name,
      join(root, '.packed', file),
    ]),
  );
  return { tarballs, ms };
}

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** Where each of a guide's files goes in the app: snippet path to app path. */
export function guideFiles(guide: Guide): Map<string, string> {
  return new Map(
    filesUnder(join(GUIDES_DIR, guide))
      .filter((file) => !NOT_APP_FILES.has(file))
      .map((file) => [file, DOTFILES[file] ?? file]),
  );
}

/**
 * A guide's app assembled as its page says: the install commands run with sh (npm's cache and
 * quiet flags come through the environment, which the commands leave alone), then the guide's
 * files written into my-app, new or replacing what create-next-app made.
 */
export async function assembleGuideApp(guide: Guide): Promise<GuideApp> {
  const workspace = await mkdtemp(join(tmpdir(), `plugboard-guide-${guide}-`));
  // The clone the guides' pack.sh makes, beside the app: this checkout.
  await symlink(root, join(workspace, 'plugboard'), 'dir');
  const dir = join(workspace, 'my-app');
  const timings: Record<string, number> = {};
  await mkdir(NPM_CACHE, { recursive: true });
  [, timings.install] = await timed(async () => {
    await run('sh', ['-ex', join(GUIDES_DIR, guide, 'install.sh')], {
      cwd: workspace,
      env: {
        npm_config_cache: NPM_CACHE,
        // What the cache holds is taken without asking the registry again whether it changed.
        npm_config_prefer_offline: 'true',
        npm_config_audit: 'false',
        npm_config_fund: 'false',
        npm_config_update_notifier: 'false',
        // create-next-app's --yes would take a saved answer from an earlier interactive run.
        XDG_CONFIG_HOME: join(workspace, '.config'),
        NEXT_TELEMETRY_DISABLED: '1',
      },
    });
    for (const [snippet, target] of guideFiles(guide)) {
      await cp(join(GUIDES_DIR, guide, snippet), join(dir, target));
    }
  });
  // CONSUMER_STYLES_CSS=<file> installs another stylesheet in place of @plugboard/ui's, to see
  // the test catch a broken one: `git show <rev>:packages/ui/src/styles.css > /tmp/styles.css`.
  const styles = process.env.CONSUMER_STYLES_CSS;
  if (styles) await cp(styles, join(dir, 'node_modules/@plugboard/ui/src/styles.css'));
  return {
    guide,
    dir,
    timings,
    remove: () => rm(workspace, { recursive: true, force: true }),
  };
}

/** The guide's `npm run build`: `tsc --noEmit && vite build`, or `next build` (Turbopack). */
export async function buildGuideApp(app: GuideApp): Promise<string> {
  const [output, ms] = await timed(() =>
    run('npm', ['run', 'build'], { cwd: app.dir, env: { NEXT_TELEMETRY_DISABLED: '1' } }),
  );
  app.timings.build = ms;
  return output;
}

const isMain = process.argv[1] && import.meta.filename === process.argv[1];
if (isMain) {
  // `tsx e2e/consumers/prepare.ts vite-express|next`: assembles and builds one guide's app and
  // leaves it in place, for looking at by hand.
  const guide = process.argv[2] as Guide;
  const pack = await packPackages();
  const app = await assembleGuideApp(guide);
  await buildGuideApp(app);
  console.info(JSON.stringify({ dir: app.dir, pack: pack.ms, ...app.timings }, null, 2));
}
