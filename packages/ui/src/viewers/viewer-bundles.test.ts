// @vitest-environment node
import { build, type Rollup } from 'vite';
import { expect, test } from 'vitest';

const ENTRIES = ['index', 'docsapp', 'crm', 'warehouse', 'video', 'websearch', 'doclib', 'json'];

function entryPath(name: string): string {
  return new URL(name === 'index' ? './index.ts' : `./${name}/index.ts`, import.meta.url).pathname;
}

// Viewers are lazy entries (docs/internals/code-style.md §"ui"): ToolResultView must not pull the connector viewers into
// its own chunk, and no entry may bring zod (through a runtime import from @plugboard/schema).
test('each viewer entry bundles apart, without zod; ToolResultView loads the viewers lazily', async () => {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['@plugboard/source', 'browser', 'module', 'import', 'default'] },
    esbuild: { jsx: 'automatic' },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: Object.fromEntries(ENTRIES.map((name) => [name, entryPath(name)])),
        formats: ['es'],
      },
      rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  })) as Rollup.RollupOutput[];
  const chunks = output.flatMap((bundle) =>
    bundle.output.filter((chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk'),
  );
  const modules = chunks.flatMap((chunk) => Object.keys(chunk.modules));
  expect(modules.filter((id) => /[/\\]zod[/\\]/.test(id))).toEqual([]);
  // Of the schema, only its zod-free connector names (the viewers' default strings name services).
  expect(
    [...new Set(modules.filter((id) => /[/\\]packages[/\\]schema[/\\]/.test(id)))].map((id) =>
      id.replace(/^.*[/\\]schema[/\\]/, ''),
    ),
  ).toEqual(['src/connector-display.ts']);

  const toolResult = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
  const connectorEntries = chunks.filter(
    (chunk) => chunk.isEntry && !['index', 'json'].includes(chunk.name),
  );
  expect(connectorEntries).toHaveLength(6);
  for (const connector of connectorEntries) {
    expect(toolResult?.imports).not.toContain(connector.fileName);
    expect(toolResult?.dynamicImports).toContain(connector.fileName);
  }
}, 120_000);
