import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONNECTOR_IDS } from '@plugboard/schema';
import { expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SPECIFIER = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The connector folder `path` (relative to src/) is in, if any. */
function connectorOf(path: string): string | undefined {
  const [top, folder] = path.split(sep);
  return top === 'connectors' && CONNECTOR_IDS.some((id) => id === folder) ? folder : undefined;
}

it('reaches every connector only through its index.ts from outside its folder', () => {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  );
  const crossings: string[] = [];
  for (const file of files) {
    const from = connectorOf(file);
    for (const [, specifier] of readFileSync(join(SRC, file), 'utf8').matchAll(SPECIFIER)) {
      const target = relative(SRC, resolve(SRC, dirname(file), specifier ?? ''));
      const to = connectorOf(target);
      if (to !== undefined && to !== from && target !== join('connectors', to, 'index.ts')) {
        crossings.push(`${file} imports ${target}`);
      }
    }
  }
  expect(crossings).toEqual([]);
});
