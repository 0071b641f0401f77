import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** One public entry of a package, with the values its report lists. */
export interface ReportedEntry {
  /** The import path a customer writes, such as `@plugboard/ui/accounts`. */
  specifier: string;
  /** The entry's source file, which the test imports. */
  source: string;
  /** The value names of `api-reports/<package>/<entry>.api.md`, sorted. */
  values: string[];
}

const root = join(import.meta.dirname, '../../..');

/** The names under "## Values" in a report: lines `- <kind> <name>`. */
function valuesOf(report: string): string[] {
  const section = report.split(/^## /m).find((part) => part.startsWith('Values'));
  if (section === undefined) return [];
  return section
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.trim().split(' ').at(-1) ?? '')
    .sort();
}

/**
 * Every entry of the package in `packageDir` that has a source (its `@plugboard/source`
 * condition), with the values its API report lists. The reports (scripts/report-public-surface.mjs)
 * are the one list of the public surface, read from the types and checked by the lint; a test
 * that imports each entry and compares its runtime names to them catches what the types cannot:
 * a name exported as a type only, or a value the source re-exports by accident.
 */
export function reportedEntries(packageDir: string): ReportedEntry[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string | Record<string, string>>;
  };
  return Object.entries(manifest.exports).flatMap(([path, target]) => {
    const source = typeof target === 'object' ? target['@plugboard/source'] : undefined;
    if (source === undefined || !/\.tsx?$/.test(source)) return [];
    const entry = path === '.' ? 'index' : path.slice(2);
    const report = join(root, 'api-reports', basename(packageDir), `${entry}.api.md`);
    return [
      {
        specifier: path === '.' ? manifest.name : `${manifest.name}/${path.slice(2)}`,
        source: join(packageDir, source),
        values: valuesOf(readFileSync(report, 'utf8')),
      },
    ];
  });
}
