import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packagesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../packages');

/** The published packages the reference documents, in reading order. */
export const DOCUMENTED_PACKAGES = ['schema', 'react', 'ui', 'server', 'emulator'];

/**
 * Every TypeScript entry a package publishes, read from its `exports` map at build time, so the
 * reference follows the packages' surface as it changes: a new entry is documented, a removed one
 * disappears. The `@plugboard/source` condition names the entry's source file.
 */
export function packageEntries(folder) {
  const root = join(packagesDir, folder);
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const entries = [];
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    const source = typeof target === 'string' ? target : target?.['@plugboard/source'];
    if (typeof source !== 'string' || !/\.tsx?$/.test(source)) continue;
    entries.push({ subpath, specifier: join(manifest.name, subpath), file: join(root, source) });
  }
  return { name: manifest.name, root, entries };
}
