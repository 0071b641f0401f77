// README code blocks that are a getting-started guide's own files, so they cannot drift from code
// that e2e/getting-started.e2e.ts builds and runs: a block preceded by
// `<!-- apps/docs/snippets/getting-started/<file> -->` must equal that file exactly.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const root = join(import.meta.dirname, '..');
const READMES = ['packages/ui/README.md', 'packages/server/README.md', 'README.md'];
const MARKED_BLOCK =
  /<!-- (apps\/docs\/snippets\/getting-started\/[^\s]+) -->\n+```[a-z]*\n([\s\S]*?)```/g;

const blocks = READMES.flatMap((readme) =>
  [...readFileSync(join(root, readme), 'utf8').matchAll(MARKED_BLOCK)].map(([, file, code]) => ({
    readme,
    file: file ?? '',
    code: code ?? '',
  })),
);

test('the READMEs show the Next.js guide through marked blocks', () => {
  expect(blocks.map(({ file }) => file)).toContain(
    'apps/docs/snippets/getting-started/next/app/api/plugboard/[...path]/route.ts',
  );
});

test.each(blocks)('$readme: the block of $file is that file', ({ file, code }) => {
  expect(code).toBe(readFileSync(join(root, file), 'utf8'));
});
