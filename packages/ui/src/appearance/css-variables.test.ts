import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { CSS_VARIABLES } from './css-variables.ts';

test('appearance.variables names exactly the variables of styles.css', async () => {
  const css = await readFile(join(import.meta.dirname, '../styles.css'), 'utf8');
  const declared = new Set([...css.matchAll(/(--pb-[a-z-]+):/g)].map((match) => match[1]));
  // Set by the stylesheet itself, not theme settings: --pb-logo-hue per connector, --pb-scheme
  // from data-theme.
  declared.delete('--pb-logo-hue');
  declared.delete('--pb-scheme');
  expect([...declared].sort()).toEqual(CSS_VARIABLES.map((name) => `--pb-${name}`).sort());
});
