import { readdir, readFile } from 'node:fs/promises';
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

/** The classes named bare (`.pb-mcp`, not `.pb-mcp__text`) by the rules declaring `declaration`. */
function classesDeclaring(css: string, declaration: RegExp): Set<string> {
  const found = new Set<string>();
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g);
  for (const [, selector = '', body = ''] of rules) {
    if (!declaration.test(body)) continue;
    for (const [, name = ''] of selector.matchAll(/\.(pb-[a-z-]+)(?![\w-])/g)) found.add(name);
  }
  return found;
}

/** The base class of every element a component hands to `root(key, 'pb-…')`, overlays aside. */
async function componentRootClasses(): Promise<Map<string, string>> {
  const roots = new Map<string, string>();
  const sources = await readdir(import.meta.dirname, { recursive: true });
  for (const file of sources.filter((name) => /(?<!\.stories|\.test)\.tsx$/.test(name))) {
    const calls = (await read(file)).matchAll(/root\(\s*'(\w+)',\s*'(pb-[a-z-]+)/g);
    for (const [, key = '', base = ''] of calls) {
      // An overlay is an empty backdrop: it has no text to set a font on.
      if (!key.endsWith('Overlay')) roots.set(key, base);
    }
  }
  return roots;
}

describe('the roots of the components', () => {
  // A root outside the kit's font rule renders in the page's font, or the browser's default
  // serif; a dialog renders in a portal under <body>, so its own root must set the font too.
  test('every root, dialogs included, takes the kit font and color scheme', async () => {
    const css = await read('styles.css');
    const fonts = classesDeclaring(css, /font-family:\s*var\(--pb-font[,)]/);
    const schemes = classesDeclaring(css, /color-scheme:\s*var\(--pb-scheme[,)]/);
    const roots = await componentRootClasses();
    expect([...roots.keys()]).toEqual(expect.arrayContaining(['mcpSetup', 'dialog']));
    for (const [key, base] of roots) {
      expect(fonts.has(base), `${key} (.${base}) sets font-family: var(--pb-font)`).toBe(true);
      expect(schemes.has(base), `${key} (.${base}) sets color-scheme: var(--pb-scheme)`).toBe(true);
    }
  });
});
