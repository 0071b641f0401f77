#!/usr/bin/env node
// Runs every bench/*.bench.ts (or the ones named) on the packages' source. Benchmarks print
// figures; they never pass or fail on time.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = join(benchDir, '..');
const wanted = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.includes(name)))
  .sort();

if (files.length === 0) {
  console.error(`No benchmark matches ${wanted.join(', ')}.`);
  process.exit(2);
}

let failed = false;
for (const file of files) {
  console.info(`\n# ${file}`);
  const result = spawnSync(
    join(root, 'node_modules/.bin/tsx'),
    ['--conditions=@plugboard/source', join(benchDir, file)],
    { cwd: root, stdio: 'inherit' },
  );
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
