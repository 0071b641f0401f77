// The package READMEs are stubs that send readers to the docs site, the one place to read: short,
// linking to the site's pages, and never telling an integrator to install what they should not
// (`@plugboard/schema` comes with the kit; the emulator is a dev dependency only).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const root = join(import.meta.dirname, '..');
const DOCS_SITE = 'https://plugboard.dev/';

const readmes = readdirSync(join(root, 'packages'))
  .filter((folder) => {
    const manifest = JSON.parse(
      readFileSync(join(root, 'packages', folder, 'package.json'), 'utf8'),
    );
    return manifest.private !== true;
  })
  .map((folder) => ({
    folder,
    text: readFileSync(join(root, 'packages', folder, 'README.md'), 'utf8'),
  }));

test('every published package has a README', () => {
  expect(readmes.map(({ folder }) => folder)).toEqual(
    expect.arrayContaining(['emulator', 'react', 'schema', 'server', 'ui']),
  );
});

test.each(readmes)(
  'packages/$folder/README.md is a stub that links to the docs site',
  ({ text }) => {
    expect(text.split('\n').length).toBeLessThan(60);
    expect(text).toContain(DOCS_SITE);
    // Each install line names only what an app installs, the emulator as a dev dependency.
    for (const line of text
      .split('\n')
      .filter((candidate) => /\b(npm|pnpm) (install|add)\b/.test(candidate))) {
      expect(line).not.toContain('@plugboard/schema');
      if (line.includes('@plugboard/emulator')) expect(line).toMatch(/--save-dev|-D\b/);
    }
  },
);
