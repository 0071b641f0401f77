// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, test } from 'vitest';

// A Vue, Svelte or vanilla page imports @plugboard/react/core without React installed: nothing it
// reaches may import React, React DOM or SWR, or be a client component ('use client').
const REACT = /^(react|react-dom|swr)($|\/)/;

/** The bare specifiers `entry` reaches through its relative imports, type imports included. */
async function importGraph(entry: string): Promise<{ files: string[]; packages: Set<string> }> {
  const files: string[] = [];
  const packages = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.includes(file)) continue;
    files.push(file);
    const source = await readFile(file, 'utf8');
    for (const [, specifier = ''] of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      if (specifier.startsWith('.')) pending.push(join(dirname(file), specifier));
      else packages.add(specifier);
    }
  }
  return { files, packages };
}

describe('@plugboard/react/core', () => {
  test("reaches no React, React DOM or SWR module and no 'use client' file", async () => {
    const { files, packages } = await importGraph(join(import.meta.dirname, 'core.ts'));
    expect(files.length).toBeGreaterThan(5);
    // The schema's entries only; results is imported for types alone, so no zod reaches a page.
    expect([...packages].sort()).toEqual(['@plugboard/schema', '@plugboard/schema/results']);
    for (const file of files) {
      expect(await readFile(file, 'utf8'), file).not.toMatch(/^['"]use client['"]/);
    }
  });

  test('builds to a module that imports nothing of React', async () => {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      resolve: { conditions: ['@plugboard/source'] },
      build: {
        write: false,
        minify: false,
        lib: { entry: join(import.meta.dirname, 'core.ts'), formats: ['es'] },
        rollupOptions: { external: (id) => !id.startsWith('.') && !id.startsWith('/') },
      },
    })) as Rollup.RollupOutput[];
    const chunks = output.flatMap(({ output }) => output).filter((file) => file.type === 'chunk');
    const imports = chunks.flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports]);
    expect(imports.filter((id) => REACT.test(id))).toEqual([]);
    expect(chunks.map((chunk) => chunk.code).join('\n')).not.toMatch(/['"]use client['"]/);
    expect(chunks[0]?.exports).toContain('startConnectFlow');
  }, 60_000);
});
