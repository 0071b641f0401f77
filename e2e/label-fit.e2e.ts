import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Browser, launchChromium } from './support/chromium.ts';
import { markup } from './support/label-fit-cards.tsx';
import { componentMarkup } from './support/label-fit-components.tsx';

// Every label of the components, for every connector (the longest is "Document library"), in
// English and in the pseudo-locale, in a card as narrow as the example app's grid makes them, at
// page widths from 320 px: no text may run out of its box, and axe finds no text of too little
// contrast in either theme (jsdom computes no layout or colors, so the unit tests cannot).
const PAGES = { cards: markup, components: componentMarkup };
const WIDTHS = [320, 375, 768, 1280];
const STYLESHEET_URL = 'http://label-fit.test/styles.css';

// The example app's connector grid (apps/example/src/client/app.css): cards of at least 17rem.
const PAGE_CSS = `
  body { margin: 0; padding: 16px; }
  ul { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(17rem, 100%), 1fr));
       gap: 16px; list-style: none; margin: 0; padding: 0; }
  .card { display: flex; flex-direction: column; gap: 12px; padding: 20px; min-width: 0;
          border: 1px solid #ccc; border-radius: 8px; overflow: hidden; }
`;

let browser: Browser;
let css: string;
let axe: string;

beforeAll(async () => {
  [browser, css, axe] = await Promise.all([
    launchChromium(),
    readFile(
      process.env.LABEL_FIT_STYLESHEET ??
        join(import.meta.dirname, '../packages/ui/src/styles.css'),
      'utf8',
    ),
    readFile(
      createRequire(join(import.meta.dirname, '../packages/ui/package.json')).resolve(
        'axe-core/axe.min.js',
      ),
      'utf8',
    ),
  ]);
});

afterAll(async () => {
  await browser?.close();
});

test.each(
  (Object.keys(PAGES) as (keyof typeof PAGES)[]).flatMap((kind) =>
    (Object.keys(markup) as (keyof typeof markup)[]).flatMap((locale) =>
      (['light', 'dark'] as const).map((theme) => ({ kind, locale, theme })),
    ),
  ),
)(
  'every label fits its box from 320 px up: $kind, $locale, $theme',
  async ({ kind, locale, theme }) => {
    const page = await browser.context.newPage();
    try {
      await page.route(STYLESHEET_URL, (route) =>
        route.fulfill({ body: css, contentType: 'text/css' }),
      );
      await page.setContent(
        `<!doctype html><html data-theme="${theme}"><head><link rel="stylesheet" href="${STYLESHEET_URL}"><style>${PAGE_CSS}</style></head><body style="background:${theme === 'dark' ? '#111' : '#fff'}">${PAGES[kind][locale]}</body></html>`,
      );
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        // A text element spills when its content is wider than its box, or its box leaves its
        // card; text cut with an ellipsis on purpose is not spilling.
        const spilled = await page.$$eval('.card', (cardElements) =>
          cardElements.flatMap((card) => {
            const box = card.getBoundingClientRect();
            const texts =
              'button, button > span, p, .pb-badge, .pb-connect-note, .pb-picker__name, .pb-picker__description, .pb-account__name, .pb-account__identifier, summary, dt, dd';
            return [...card.querySelectorAll<HTMLElement>(texts)]
              .filter((element) => {
                if (getComputedStyle(element).textOverflow === 'ellipsis') return false;
                const rect = element.getBoundingClientRect();
                return (
                  element.scrollWidth > element.clientWidth + 1 ||
                  rect.right > box.right + 0.5 ||
                  rect.left < box.left - 0.5
                );
              })
              .map((element) => element.textContent?.trim() ?? '');
          }),
        );
        if (width !== 375) {
          await page.screenshot({
            path: join(
              process.env.LABEL_FIT_SCREENSHOTS ?? '/tmp',
              `label-fit-${kind}-${locale}-${theme}-${width}.png`,
            ),
            fullPage: false,
          });
        }
        expect({ width, spilled }).toEqual({ width, spilled: [] });
      }
      await page.addScriptTag({ content: axe });
      const lowContrast = await page.evaluate(async () => {
        const { axe } = window as unknown as {
          axe: { run(context: Document, options: object): Promise<AxeResults> };
        };
        const results = await axe.run(document, { runOnly: ['color-contrast'] });
        return results.violations.flatMap((violation) =>
          violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
        );
      });
      expect(lowContrast).toEqual([]);
    } finally {
      await page.close();
    }
  },
  120_000,
);

interface AxeResults {
  violations: { nodes: { target: string[]; failureSummary: string }[] }[];
}
