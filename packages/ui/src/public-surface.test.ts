import { join } from 'node:path';
import { reportedEntries } from '@plugboard/test-kit/public-surface';
import { expect, test } from 'vitest';

// The public surface is api-reports/ui/, read from the types and kept by the lint
// (docs/internals/code-style.md §"Every published package"); here each entry, run, exports the
// values its report lists and no other.
test.each(reportedEntries(join(import.meta.dirname, '..')))(
  '$specifier exports the values its report lists',
  async ({ source, values }) => {
    expect(Object.keys(await import(source)).sort()).toEqual(values);
  },
);
