// What Plugboard costs a customer's Next.js app, measured on the app the e2e test builds: the docs'
// Next.js guide (e2e/consumers/prepare.ts follows it from the packed tarballs), with one page of
// the bench's own added, bench/consumer-baseline as /baseline:
// - the gzipped JavaScript a browser loads for the guide's page (ConnectButton,
//   ConnectedAccountsList, ToolResultView), for /baseline (the same layout, a client component with
//   React only), and the difference, Plugboard's share apart from React and Next; built with
//   Turbopack, Next's default and the guide's build;
// - each @plugboard package's tarball and its size in node_modules.
// Needs the packages built (npx -y pnpm@10.34.8 turbo run build). Prints figures, never fails on them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { assembleGuideApp, buildGuideApp, packPackages } from '../e2e/consumers/prepare.ts';
import { startGuideApp, startGuideEmulator } from '../e2e/support/consumer-app.ts';

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(2)} kB`;

interface PageJs {
  files: number;
  gzipped: number;
  minified: number;
}

/**
 * The scripts a page loads at once, fetched and gzipped (level 9) one by one: every
 * /_next/static chunk its HTML names (script tags, preloads, and the chunks of its client
 * components in the inline payload), but the `noModule` polyfills that modern browsers skip.
 * Chunks loaded later (the viewers, by `React.lazy`) are not named there and not counted.
 */
async function pageJs(origin: string, path: string, cookie: string): Promise<PageJs> {
  const html = await (await fetch(`${origin}${path}`, { headers: { cookie } })).text();
  const noModule = new Set(
    [...html.matchAll(/<script src="([^"]+)" noModule/g)].map(([, src]) => src ?? ''),
  );
  const sources = new Set(
    [...html.matchAll(/\/?_next\/static\/[\w/.~-]+?\.js|static\/chunks\/[\w/.~-]+?\.js/g)]
      .map(([src]) => `/_next/${src.replace(/^\/?(_next\/)?/, '')}`)
      .filter((src) => !noModule.has(src)),
  );
  if (sources.size === 0) throw new Error(`${path} names no script:\n${html.slice(0, 2000)}`);
  const total = { files: 0, gzipped: 0, minified: 0 };
  for (const src of sources) {
    const code = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    total.files += 1;
    total.minified += code.length;
    total.gzipped += gzipSync(code, { level: 9 }).length;
  }
  return total;
}

/** Bytes of the files under a folder, and what they take on disk (allocated blocks). */
function folderSize(dir: string): { bytes: number; disk: number } {
  const size = { bytes: 0, disk: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = folderSize(path);
      size.bytes += inner.bytes;
      size.disk += inner.disk;
    } else if (entry.isFile()) {
      const stat = statSync(path);
      size.bytes += stat.size;
      size.disk += stat.blocks * 512;
    }
  }
  return size;
}

const packed = await packPackages();
const app = await assembleGuideApp('next');
try {
  await cp(join(import.meta.dirname, 'consumer-baseline'), join(app.dir, 'app/baseline'), {
    recursive: true,
  });
  await buildGuideApp(app);
  const { version } = JSON.parse(
    readFileSync(join(app.dir, 'node_modules/next/package.json'), 'utf8'),
  );
  const react = JSON.parse(readFileSync(join(app.dir, 'node_modules/react/package.json'), 'utf8'));
  console.info(
    `Next.js ${version} (Turbopack), React ${react.version}; gzip level 9 of each script the page loads at once.`,
  );
  console.info('page | scripts | minified | gzipped');
  const emulator = await startGuideEmulator(app);
  const server = await startGuideApp(app, emulator);
  try {
    // The guide's page is for signed-in users only: sign in on its form, as a browser would.
    const signIn = await fetch(`${server.url}/api/sign-in`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'ada@example.com' }),
      redirect: 'manual',
    });
    const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
    const kit = await pageJs(server.url, '/', cookie);
    const baseline = await pageJs(server.url, '/baseline', cookie);
    for (const [name, js] of [
      ['/ (ConnectButton, ConnectedAccountsList, ToolResultView)', kit],
      ['/baseline (React only)', baseline],
    ] as const) {
      console.info(`${name} | ${js.files} | ${kb(js.minified)} | ${kb(js.gzipped)}`);
    }
    console.info(
      `Plugboard's share (difference) | ${kit.files - baseline.files} | ${kb(kit.minified - baseline.minified)} | ${kb(kit.gzipped - baseline.gzipped)}`,
    );
  } finally {
    await server.stop();
    await emulator.stop();
  }

  console.info('\npackage | tarball | installed files | on disk');
  for (const [name, tarball] of packed.tarballs) {
    const installed = folderSize(join(app.dir, 'node_modules', name));
    console.info(
      `${name} | ${kb(statSync(tarball).size)} (${basename(tarball)}) | ${kb(installed.bytes)} | ${kb(installed.disk)}`,
    );
  }
  console.info(
    `\npack ${packed.ms} ms; ${Object.entries(app.timings)
      .map(([step, ms]) => `${step} ${ms} ms`)
      .join('; ')}`,
  );
} finally {
  await app.remove();
}
