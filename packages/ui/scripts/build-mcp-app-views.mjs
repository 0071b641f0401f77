#!/usr/bin/env node
// Builds each connector's viewer as an MCP App view (the ext-apps extension): one complete HTML
// document per connector with its JavaScript (React included) and CSS inlined, so the `ui://`
// resource needs no network. Writes dist/mcp-app-views.js, whose `mcpAppViews` holds the
// documents as strings (a server imports them; no fs), and its declaration. Prints each size.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const VIEWERS = {
  docsapp: 'DocsappViewer',
  crm: 'CrmViewer',
  warehouse: 'WarehouseViewer',
  video: 'VideoViewer',
  websearch: 'WebsearchViewer',
  doclib: 'DoclibViewer',
};
const ENTRY = 'virtual:mcp-app-view';

/** The entry module of one connector's view: its viewer, the bridge, the stylesheets. */
function entrySource(connector, component) {
  return [
    `import '${root}src/styles.css';`,
    `import '${root}src/viewers/viewers.css';`,
    `import '${root}src/mcp-app/mcp-app-view.css';`,
    `import { mountMcpAppView } from '${root}src/mcp-app/mount-mcp-app-view.tsx';`,
    `import { ${component} } from '${root}src/viewers/${connector}/index.ts';`,
    `mountMcpAppView(${JSON.stringify(connector)}, ${component});`,
  ].join('\n');
}

/** Text that cannot close the element it is inlined in. */
const inlineSafe = (code, tag) => code.replaceAll(`</${tag}`, `<\\/${tag}`);

async function buildView(connector, component) {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    resolve: { conditions: ['@plugboard/source', 'browser', 'module', 'import', 'default'] },
    plugins: [
      {
        name: 'mcp-app-view-entry',
        resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : undefined),
        load: (id) => (id === `\0${ENTRY}` ? entrySource(connector, component) : undefined),
      },
    ],
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      assetsInlineLimit: Number.MAX_SAFE_INTEGER,
      modulePreload: false,
      rollupOptions: {
        input: ENTRY,
        output: { format: 'iife', inlineDynamicImports: true },
        // The kit's 'use client' directives mean nothing in a page of its own.
        onwarn: (warning, warn) => {
          if (!['MODULE_LEVEL_DIRECTIVE', 'SOURCEMAP_ERROR'].includes(warning.code ?? '')) {
            warn(warning);
          }
        },
      },
    },
  });
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const js = files
    .filter((file) => file.type === 'chunk')
    .map((file) => file.code)
    .join('\n');
  const css = files
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => String(file.source))
    .join('\n');
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${connector}</title>`,
    `<style>${inlineSafe(css, 'style')}</style>`,
    '</head><body><div id="root"></div>',
    `<script>${inlineSafe(js, 'script')}</script>`,
    '</body></html>',
  ].join('');
}

const views = {};
for (const [connector, component] of Object.entries(VIEWERS)) {
  views[connector] = await buildView(connector, component);
  console.info(`mcp-app-views: ${connector}.html ${Buffer.byteLength(views[connector])} bytes`);
}

await mkdir(`${root}dist`, { recursive: true });
await writeFile(
  `${root}dist/mcp-app-views.js`,
  `/** Each connector's viewer as a self-contained MCP App HTML document (ext-apps). */\nexport const mcpAppViews = ${JSON.stringify(views)};\n`,
);
await writeFile(
  `${root}dist/mcp-app-views.d.ts`,
  [
    "import type { ConnectorId } from '@plugboard/schema';",
    '/**',
    ' * Each connector’s viewer as a complete MCP App HTML document (JS and CSS inlined: no network),',
    ' * for `appViews` of `@plugboard/server/mcp`, which serves them as `ui://` resources.',
    ' */',
    'export declare const mcpAppViews: Partial<Record<ConnectorId, string>>;',
    '',
  ].join('\n'),
);
