import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

// The public surface is api-reports/schema/, read from the types and kept by the lint
// (docs/internals/code-style.md §"Every published package"). Here each entry, run, exports the
// values its report lists and no other, and all entries together stay within the budget the
// package keeps (issue 31): the emulator's own contract lives in the emulator, results in one
// record of result schemas and one of the services' error bodies.
const reports = join(import.meta.dirname, '../../../api-reports/schema');
const entries = [
  { report: 'index', source: './index.ts' },
  { report: 'results', source: './results/index.ts' },
  { report: 'upstream', source: './upstream/index.ts' },
];

function report(name: string): string {
  return readFileSync(join(reports, `${name}.api.md`), 'utf8');
}

function valuesOf(text: string): string[] {
  const section = text.split(/^## /m).find((part) => part.startsWith('Values'));
  return (section ?? '')
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.trim().split(' ').at(-1) ?? '')
    .sort();
}

test.each(entries)('$source exports the values api-reports/schema/$report lists', async (entry) => {
  const exported = Object.keys(await import(entry.source)).sort();
  expect(exported).toEqual(valuesOf(report(entry.report)));
});

test('publishes at most 250 names in all its entries together', () => {
  const counts = entries.map(({ report: name }) => {
    const count = /^(\d+) names:/m.exec(report(name))?.[1];
    return Number(count);
  });
  expect(counts.every(Number.isInteger)).toBe(true);
  expect(counts.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(250);
});
