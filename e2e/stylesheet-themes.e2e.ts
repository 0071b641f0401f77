import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Browser, launchChromium } from './support/chromium.ts';

// The palette chosen for each element, for every place a host may put data-theme and both system
// settings, read from Chromium's computed styles of the stylesheet as published, loaded by a plain
// <link> tag (the consumer-app tests cover it through Next.js and Vite builds).
const LIGHT_PRIMARY = 'rgb(67, 56, 202)';
const DARK_PRIMARY = 'rgb(129, 140, 248)';
/** Answered by the page's own route handler: nothing leaves the machine. */
const STYLESHEET_URL = 'http://stylesheet.test/styles.css';

const MARKUP = `
  <span class="pb-connect" id="unthemed"><button class="pb-button pb-button--primary">A</button></span>
  <div data-theme="light"><span class="pb-connect" id="light"><button class="pb-button pb-button--primary">B</button></span></div>
  <div data-theme="dark">
    <span class="pb-connect" id="dark"><button class="pb-button pb-button--primary">C</button></span>
    <div data-theme="light"><span class="pb-connect" id="light-in-dark"><button class="pb-button pb-button--primary">D</button></span></div>
  </div>
  <div data-theme="system"><span class="pb-connect" id="system"><button class="pb-button pb-button--primary">E</button></span></div>
`;

type Scheme = 'light' | 'dark';
const CASES: { system: Scheme; html: 'none' | 'light' | 'dark' | 'system'; unthemed: Scheme }[] = [
  { system: 'light', html: 'none', unthemed: 'light' },
  { system: 'dark', html: 'none', unthemed: 'dark' },
  { system: 'dark', html: 'light', unthemed: 'light' },
  { system: 'light', html: 'dark', unthemed: 'dark' },
  { system: 'dark', html: 'system', unthemed: 'dark' },
  { system: 'light', html: 'system', unthemed: 'light' },
];

let browser: Browser;
let css: string;

beforeAll(async () => {
  [browser, css] = await Promise.all([
    launchChromium(),
    readFile(join(import.meta.dirname, '../packages/ui/src/styles.css'), 'utf8'),
  ]);
});

afterAll(async () => {
  await browser?.close();
});

describe.each(CASES)(
  'system setting $system, data-theme on <html>: $html',
  ({ system, html, unthemed }) => {
    test('each element takes the palette of its nearest data-theme, else the system setting', async () => {
      const page = await browser.context.newPage();
      try {
        await page.emulateMedia({ colorScheme: system });
        const htmlTheme = html === 'none' ? '' : ` data-theme="${html}"`;
        await page.route(STYLESHEET_URL, (route) =>
          route.fulfill({ body: css, contentType: 'text/css' }),
        );
        await page.setContent(
          `<!doctype html><html${htmlTheme}><head><link rel="stylesheet" href="${STYLESHEET_URL}"></head><body></body></html>`,
        );
        // Elements made once the stylesheet has loaded start in their colours, rather than
        // transition into them from unstyled.
        await page.evaluate((markup) => {
          document.body.innerHTML = markup;
        }, MARKUP);
        const primary = (id: string) =>
          page.$eval(`#${id} button`, (button) => getComputedStyle(button).backgroundColor);
        const scheme = (id: string) =>
          page.$eval(`#${id}`, (root) => getComputedStyle(root).colorScheme);
        const expected = (palette: Scheme) => (palette === 'light' ? LIGHT_PRIMARY : DARK_PRIMARY);

        await expect(primary('unthemed')).resolves.toBe(expected(unthemed));
        await expect(scheme('unthemed')).resolves.toBe(unthemed);
        await expect(primary('light')).resolves.toBe(LIGHT_PRIMARY);
        await expect(primary('dark')).resolves.toBe(DARK_PRIMARY);
        await expect(scheme('dark')).resolves.toBe('dark');
        await expect(primary('light-in-dark')).resolves.toBe(LIGHT_PRIMARY);
        await expect(primary('system')).resolves.toBe(expected(system));
        // The host page's own color-scheme is left as it was.
        await expect(
          page.evaluate(() => getComputedStyle(document.documentElement).colorScheme),
        ).resolves.toBe('normal');
      } finally {
        await page.close();
      }
    });
  },
);
