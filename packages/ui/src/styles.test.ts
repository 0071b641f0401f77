import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { transform } from 'lightningcss';
import { describe, expect, test } from 'vitest';

const STYLESHEETS = ['styles.css', 'viewers/viewers.css'];
const read = (file: string) => readFile(join(import.meta.dirname, file), 'utf8');

/** The custom properties a rule declares, by name, from the first rule whose selector is given. */
function declarations(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`styles.css has no rule for ${selector}`);
  const body = css.slice(start + selector.length + 2, css.indexOf('}', start));
  const found = new Map<string, string>();
  for (const [, name, value] of body.matchAll(/(--pb-[a-z-]+):\s*([^;]+);/g)) {
    found.set(name as string, (value as string).replace(/\s+/g, ' ').trim());
  }
  return found;
}

describe('the theme palettes', () => {
  test('the dark palette for data-theme="dark" and for the system setting are the same', async () => {
    const css = await read('styles.css');
    const chosen = declarations(css, ":where([data-theme='dark'])");
    const bySystem = declarations(
      css,
      ":where(:root:not([data-theme='light']), [data-theme='system'])",
    );
    expect(chosen.size).toBeGreaterThan(20);
    expect(Object.fromEntries(bySystem)).toEqual(Object.fromEntries(chosen));
  });

  test('light and dark set the same variables, so no color is left to the other theme', async () => {
    const css = await read('styles.css');
    const light = declarations(css, ":where(:root, [data-theme='light'], [data-theme='system'])");
    const dark = declarations(css, ":where([data-theme='dark'])");
    expect([...light.keys()].sort()).toEqual([...dark.keys()].sort());
    expect(light.get('--pb-scheme')).toBe('light');
    expect(dark.get('--pb-scheme')).toBe('dark');
  });
});

// What Next.js compiles for when the host has no browserslist: Chrome and Edge 111, Firefox 111,
// Safari 16.4. Lightning CSS encodes a version as major << 16 | minor << 8.
const NEXT_DEFAULT_TARGETS = {
  chrome: 111 << 16,
  edge: 111 << 16,
  firefox: 111 << 16,
  safari: (16 << 16) | (4 << 8),
};

describe.each(STYLESHEETS)('%s through a host build', (file) => {
  test("Lightning CSS with Next.js's default targets changes nothing in it", async () => {
    const code = Buffer.from(await read(file));
    const modern = transform({ filename: file, code }).code.toString();
    const lowered = transform({ filename: file, code, targets: NEXT_DEFAULT_TARGETS });
    expect(lowered.warnings).toEqual([]);
    expect(lowered.code.toString()).toBe(modern);
  });
});
