// What the browser kit costs a host app: each public entry bundled the way an app's bundler
// would (vite library build, minified), with the dependencies every React app already has, or
// that we share with it, left out: react, react-dom, swr and @radix-ui/react-dialog.
// Prints minified and gzipped bytes per entry against the budgets of issue 7 (for a lazy entry,
// what loads at once, and everything with its lazy chunks); exits 1 only if
// zod (or a module of @plugboard/schema that brings it) is in any browser bundle. The schema's
// toolTitle, which the chat card shares with the MCP tool list, and accountName, which the account
// lists share with the server's names for the model, are zod-free on purpose.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rollup, transformWithEsbuild } from 'vite';

const EXTERNAL = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^swr($|\/)/,
  /^@radix-ui\/react-dialog($|\/)/,
];
const BROWSER_CONDITIONS = ['@plugboard/source', 'browser', 'module', 'import', 'default'];
const KB = 1024;
const ZOD =
  /[/\\]zod[/\\]|[/\\]packages[/\\]schema[/\\](?!(src|dist)[/\\](account-name|connector-display|tools[/\\]tool-title)\.[jt]s$)/;

interface Entry {
  name: string;
  /** The entry module's source: imports of the public API, as an app writes them. */
  source: string;
  /** Gzipped bytes allowed, or undefined when the entry has no budget of its own. */
  budget?: number;
  /** Left out besides EXTERNAL. */
  external?: RegExp[];
}

interface Measured {
  /** What loads with the entry: its chunk and the chunks it imports statically. */
  initial: Size;
  /** Every chunk, lazy ones (dynamic `import()`) included. */
  total: Size;
  chunks: number;
  zodModules: string[];
}

interface Size {
  minified: number;
  gzipped: number;
}

const uiDir = new URL('../packages/ui/', import.meta.url);
const reactDir = new URL('../packages/react/', import.meta.url);

/**
 * Gzipped budgets of @plugboard/react's entries. The main entry's is the issue's 4 kB, which every page that uses the kit loads; the
 * framework-free core's keeps what a Vue, Svelte or vanilla page loads below it.
 */
const REACT_BUDGETS: Record<string, number> = {
  '@plugboard/react': 4 * KB,
  '@plugboard/react/core': 3.5 * KB,
  // The accounts hooks load beside the main entry on a settings page: a small add-on, kept so.
  '@plugboard/react/accounts': 1.5 * KB,
  // The personal MCP tokens hooks, for the one page that sets up AI clients: held like accounts.
  '@plugboard/react/mcp': 1.5 * KB,
  // Live accounts (the event stream, its fallback polling, the cache edits): an add-on the
  // layout of an app loads once, kept as small as the accounts one.
  '@plugboard/react/events': 1.5 * KB,
};

const entries: Entry[] = [
  ...reactEntries(),
  {
    name: '@plugboard/react, a settings page (provider, connect, list, disconnect)',
    source:
      "export { PlugboardProvider, useConnect, useConnectedAccounts, useDisconnect } from '@plugboard/react';",
  },
  {
    name: '@plugboard/react, the callback page (provider, useVerifyCallback)',
    source:
      "export { PlugboardProvider } from '@plugboard/react'; export { useVerifyCallback } from '@plugboard/react/verify';",
  },
  // The main entry is the core (ConnectButton, ConnectorPicker, ConnectedAccountsList,
  // VerifyCallback, PlugboardUiProvider); viewers are entries of their own.
  {
    name: '@plugboard/ui core, with @plugboard/react',
    source: reexportAll('@plugboard/ui'),
    budget: 12 * KB,
  },
  {
    name: '@plugboard/ui core alone (@plugboard/react external)',
    source: reexportAll('@plugboard/ui'),
    external: [/^@plugboard\/react($|\/)/],
  },
  {
    // The permissions and activity panels, which ConnectedAccountsList loads when a row opens
    // them: lazy like a viewer, and held to a viewer's budget.
    name: '@plugboard/ui/accounts, with @plugboard/react',
    source: reexportAll('@plugboard/ui/accounts'),
    budget: 10 * KB,
  },
  {
    // The AI clients page: McpClientSetup with its hooks (@plugboard/react/mcp), which only that
    // page loads. The tool scope chooser and its Change dialog (issue 30) took it from 7.70 to
    // 9.95 kB gzipped, measured 2026-11-28: the chooser is in the create form, on the page's
    // first view, so it is not a lazy chunk.
    name: '@plugboard/ui/mcp, with @plugboard/react',
    source: reexportAll('@plugboard/ui/mcp'),
    budget: 10 * KB,
  },
  {
    // The notices of accounts that broke, with the event stream: placed once in an app's layout,
    // an entry of its own so the core keeps its budget; held to a viewer's.
    name: '@plugboard/ui/alerts, with @plugboard/react',
    source: reexportAll('@plugboard/ui/alerts'),
    budget: 10 * KB,
  },
  ...viewerEntries(),
];

/**
 * Every public entry of packages/react/package.json on its own, and all of them together, each
 * against its budget in REACT_BUDGETS if it has one (`./verify`, for the callback page alone, is
 * only printed), and so is the sum of all.
 */
function reactEntries(): Entry[] {
  const manifest = JSON.parse(readFileSync(new URL('package.json', reactDir), 'utf8')) as {
    exports?: Record<string, unknown>;
  };
  const specifiers = Object.entries(manifest.exports ?? {})
    .filter(([, target]) => typeof target === 'object')
    .map(([key]) => `@plugboard/react${key.slice(1)}`);
  return [
    ...specifiers.map((specifier) => ({
      name: `${specifier} (every export)`,
      source: reexportAll(specifier),
      ...(REACT_BUDGETS[specifier] === undefined ? {} : { budget: REACT_BUDGETS[specifier] }),
    })),
    {
      name: `@plugboard/react, every entry together (${specifiers.join(', ')})`,
      source: specifiers.map(reexportAll).join('\n'),
    },
  ];
}

/** `export * from` a package: its whole public surface. */
function reexportAll(specifier: string): string {
  return `export * from '${specifier}';`;
}

/** One entry per `./viewers/*` export of packages/ui/package.json; none yet is fine. */
function viewerEntries(): Entry[] {
  const manifest = JSON.parse(readFileSync(new URL('package.json', uiDir), 'utf8')) as {
    exports?: Record<string, unknown>;
  };
  const names = new Set<string>();
  for (const [key, target] of Object.entries(manifest.exports ?? {})) {
    if (!key.startsWith('./viewers') || key.endsWith('.css')) continue;
    if (!key.includes('*')) {
      names.add(key.slice(2));
      continue;
    }
    // A pattern export: one entry for every folder its source target exists in.
    const source = sourceTarget(target);
    if (source === undefined) continue;
    const [before = '', after = ''] = source.split('*');
    const parent = new URL(before.slice(0, before.lastIndexOf('/') + 1), uiDir);
    for (const folder of readdirSync(parent, { withFileTypes: true })) {
      if (!folder.isDirectory()) continue;
      const file = new URL(`${before}${folder.name}${after}`, uiDir);
      if (exists(file)) names.add(key.slice(2).replace('*', folder.name));
    }
  }
  return [...names].sort().map((name) => ({
    name: `@plugboard/ui/${name}`,
    source: reexportAll(`@plugboard/ui/${name}`),
    budget: 10 * KB,
  }));
}

function sourceTarget(target: unknown): string | undefined {
  if (typeof target === 'string') return target;
  if (typeof target !== 'object' || target === null) return undefined;
  const source = (target as Record<string, unknown>)['@plugboard/source'];
  return typeof source === 'string' ? source : undefined;
}

function exists(file: URL): boolean {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * A module that exists only for the build: the entry's source. It sits in the example app, a host
 * app that depends on both packages, so its imports resolve as in any host app.
 */
const HOST_APP = fileURLToPath(new URL('../apps/example/', import.meta.url));
function virtualEntry(source: string): Plugin {
  const id = `${HOST_APP}bench-entry.js`;
  return {
    name: 'bench-entry',
    enforce: 'pre',
    // Library mode hands the entry over as a path below the root.
    resolveId: (specifier) => (specifier.endsWith('bench-entry') ? id : undefined),
    load: (loaded) => (loaded === id ? source : undefined),
  };
}

async function measure(entry: Entry): Promise<Measured> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: HOST_APP,
    plugins: [virtualEntry(entry.source)],
    resolve: { conditions: BROWSER_CONDITIONS },
    esbuild: { jsx: 'automatic' },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: 'esbuild',
      lib: { entry: 'bench-entry', formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: [...EXTERNAL, ...(entry.external ?? [])] },
    },
  })) as Rollup.RollupOutput[];
  const chunks = output.flatMap((bundle) =>
    bundle.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk'),
  );
  // Vite's library mode keeps the whitespace of ES output (for the pure annotations an app's
  // bundler reads); the app's own build removes it, so it is removed here too.
  const sizes = new Map<string, Size>();
  for (const chunk of chunks) {
    const { code } = await transformWithEsbuild(chunk.code, chunk.fileName, { minify: true });
    sizes.set(chunk.fileName, {
      minified: Buffer.byteLength(code),
      gzipped: gzipSync(code, { level: 9 }).length,
    });
  }
  const initial = new Set<string>();
  const visit = (fileName: string) => {
    if (initial.has(fileName)) return;
    initial.add(fileName);
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) {
      visit(imported);
    }
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  const sum = (names: Iterable<string>): Size => {
    const size = { minified: 0, gzipped: 0 };
    for (const name of names) {
      size.minified += sizes.get(name)?.minified ?? 0;
      size.gzipped += sizes.get(name)?.gzipped ?? 0;
    }
    return size;
  };
  return {
    initial: sum(initial),
    total: sum(sizes.keys()),
    chunks: chunks.length,
    zodModules: chunks.flatMap((chunk) => Object.keys(chunk.modules)).filter((id) => ZOD.test(id)),
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(2)} kB`;

console.info('Externals: react, react-dom, swr, @radix-ui/react-dialog.');
console.info(
  'Initial: the entry and its static imports; total adds lazy chunks. Budgets: initial, gzipped.',
);
console.info('entry | initial minified | initial gzipped | budget | total gzipped (chunks)');
let zodFound = false;
for (const entry of entries) {
  const { initial, total, chunks, zodModules } = await measure(entry);
  const budget =
    entry.budget === undefined
      ? '-'
      : `${kb(entry.budget)} ${initial.gzipped <= entry.budget ? 'within' : 'OVER'}`;
  console.info(
    `${entry.name} | ${kb(initial.minified)} | ${kb(initial.gzipped)} | ${budget} | ${kb(total.gzipped)} (${chunks})`,
  );
  if (zodModules.length > 0) {
    zodFound = true;
    console.error(`  zod in ${entry.name}: ${[...new Set(zodModules)].join(', ')}`);
  }
}
if (viewerEntries().length === 0) console.info('(no ./viewers/* export in packages/ui yet)');
console.info(zodFound ? 'zod: FOUND in a browser bundle' : 'zod: in no browser bundle');
process.exit(zodFound ? 1 : 0);
