import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Browser, launchChromium } from './support/chromium.ts';
import { markup } from './support/label-fit-cards.tsx';

// Every label of the components that sit in a host's cards, for every connector (the longest is
// "Document library"), in English and in the pseudo-locale, in a card as narrow as the example
// app's grid makes them, at page widths from 320 px: no text may run out of its box.
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

beforeAll(async () => {
  [browser, css] = await Promise.all([
    launchChromium(),
    readFile(
      process.env.LABEL_FIT_STYLESHEET ??
        join(import.meta.dirname, '../packages/ui/src/styles.css'),
      'utf8',
    ),
  ]);
});

afterAll(async () => {
  await browser?.close();
});

test.each(
  Object.keys(markup).flatMap((locale) =>
    (['light', 'dark'] as const).map((theme) => ({ locale: locale as keyof typeof markup, theme })),
  ),
)('every label fits its box from 320 px up: $locale, $theme', async ({ locale, theme }) => {
  const page = await browser.context.newPage();
  try {
    await page.route(STYLESHEET_URL, (route) =>
      route.fulfill({ body: css, contentType: 'text/css' }),
    );
    await page.setContent(
      `<!doctype html><html data-theme="${theme}"><head><link rel="stylesheet" href="${STYLESHEET_URL}"><style>${PAGE_CSS}</style></head><body style="background:${theme === 'dark' ? '#111' : '#fff'}">${markup[locale]}</body></html>`,
    );
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // A text element spills when its content is wider than its box, or its box leaves its
      // card; text cut with an ellipsis on purpose is not spilling.
      const spilled = await page.$$eval('.card', (cardElements) =>
        cardElements.flatMap((card) => {
          const box = card.getBoundingClientRect();
          return [...card.querySelectorAll<HTMLElement>('button, button > span, p, .pb-badge')]
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
      expect({ width, spilled }).toEqual({ width, spilled: [] });
      if (width === 320 || width === 1280) {
        await page.screenshot({
          path: join(
            process.env.LABEL_FIT_SCREENSHOTS ?? '/tmp',
            `label-fit-${locale}-${theme}-${width}.png`,
          ),
          fullPage: false,
        });
      }
    }
  } finally {
    await page.close();
  }
});
