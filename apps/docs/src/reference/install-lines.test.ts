// What the pages tell an integrator to install: never `@plugboard/schema` (it comes with the
// kit, and an app never imports it), and the emulator as a dev dependency only.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const site = join(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Each install command of a text, its continuation lines (`\` at the end) joined. */
function installLines(text: string): string[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => /\b(?:npm (?:install|i)|pnpm add|yarn add)\b/.test(line));
}

const pages = files(join(site, 'src/content/docs')).filter(
  (file) => /\.mdx?$/.test(file) && !file.includes('/reference/api/'),
);
const checked = [...pages, ...files(join(site, 'snippets/reference'))];

test('the reader is told to install the kit on the landing page', () => {
  const landing = readFileSync(join(site, 'src/content/docs/index.mdx'), 'utf8');
  expect(installLines(landing).join('\n')).toMatch(
    /@plugboard\/react @plugboard\/ui @plugboard\/server/,
  );
});

test.each(checked.map((file) => [file.slice(site.length + 1), file]))(
  '%s installs no @plugboard/schema, and the emulator as a dev dependency',
  (_name, file) => {
    for (const line of installLines(readFileSync(file, 'utf8'))) {
      expect(line).not.toMatch(/@plugboard\/schema|plugboard-schema/);
      if (/@plugboard\/emulator|plugboard-emulator/.test(line)) {
        expect(line).toMatch(/--save-dev|\s-D\b/);
      }
    }
  },
);

test('an install line that adds the schema or the emulator to production is caught', () => {
  const [line] = installLines('npm install \\\n  @plugboard/react @plugboard/schema\n');
  expect(line).toMatch(/@plugboard\/schema/);
});
