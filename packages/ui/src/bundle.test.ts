// @vitest-environment node
import { build, type Rollup } from 'vite';
import { expect, test } from 'vitest';

// The browser imports only types from @plugboard/schema, and the functions it shares with the
// server (toolTitle with the MCP tool list, firstAccountIdentifier with the accounts' names), which
// are zod-free on purpose: zod has no place in a host app's bundle. Bundling the package proves no
// import slipped through.
test('the browser bundle of @plugboard/ui (and @plugboard/react in it) holds no zod', async () => {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['@plugboard/source', 'browser', 'module', 'import', 'default'] },
    esbuild: { jsx: 'automatic' },
    build: {
      write: false,
      minify: false,
      lib: { entry: new URL('./index.ts', import.meta.url).pathname, formats: ['es'] },
      rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  })) as Rollup.RollupOutput[];
  const modules = output.flatMap((bundle) =>
    bundle.output.flatMap((chunk) => (chunk.type === 'chunk' ? Object.keys(chunk.modules) : [])),
  );
  expect(modules.some((id) => id.includes('/packages/react/src/'))).toBe(true);
  expect(modules.filter((id) => /[/\\]zod[/\\]/.test(id))).toEqual([]);
  expect(
    modules
      .filter((id) => /[/\\](@plugboard|packages)[/\\]schema[/\\]/.test(id))
      .map((id) => id.replace(/^.*[/\\]schema[/\\]/, ''))
      .sort(),
  ).toEqual(['src/account-name.ts', 'src/connector-display.ts', 'src/tools/tool-title.ts']);
}, 60_000);
