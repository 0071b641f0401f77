// What label-fit.e2e.ts cannot render as static markup: the dialogs (disconnect, permissions,
// activity), the MCP client setup (its revoke dialog, the new token's secret) and the viewers, from
// the built Storybook (`npm run build-storybook`, which CI runs before e2e). Each story in English
// and in the pseudo-locale, light and dark, at 320, 768 and 1280 px: no text may run out of its
// box or the viewport; a screenshot of each goes to e2e/artifacts.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Browser, launchChromium } from './support/chromium.ts';
import {
  LABEL_FIT_STORIES,
  type LabelFitStory,
  showState,
  spilledText,
} from './support/label-fit-stories.ts';
import { type StaticSite, serveStaticSite } from './support/static-site.ts';

const STORYBOOK = join(import.meta.dirname, '../storybook-static');
const ARTIFACTS = join(import.meta.dirname, 'artifacts');
const WIDTHS = [320, 768, 1280];
const LOCALES = ['en', 'pseudo'] as const;
const THEMES = ['light', 'dark'] as const;

// Locally a Storybook build is a minute of two cores, so without one the file says so and skips;
// in CI the build comes first, and a missing one is a broken pipeline.
const built = existsSync(join(STORYBOOK, 'iframe.html'));
if (!built && !process.env.CI) {
  console.warn(
    'label-fit-dialogs.e2e.ts skipped: storybook-static/ is missing; build it with `npm run build-storybook`.',
  );
}

let site: StaticSite;
let browser: Browser;
let page: Page;

describe.skipIf(!built && !process.env.CI)('labels fit in dialogs, MCP setup and viewers', () => {
  beforeAll(async () => {
    if (!built) {
      throw new Error('storybook-static/ is missing: run `npm run build-storybook` before e2e.');
    }
    [site, browser] = await Promise.all([serveStaticSite(STORYBOOK), launchChromium()]);
    page = await browser.context.newPage();
    page.setDefaultTimeout(15_000);
    await mkdir(ARTIFACTS, { recursive: true });
  });

  afterAll(async () => {
    await page?.close();
    await browser?.close();
    await site?.close();
  });

  /** Opens a story in a locale and brings it to the state it shows. */
  async function showStory(story: LabelFitStory, locale: string): Promise<void> {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(
      `${site.url}/iframe.html?id=${story.id}&viewMode=story&globals=theme:light;locale:${locale}`,
    );
    const broken = await page.evaluate(() =>
      document.body.classList.contains('sb-show-errordisplay')
        ? (document.querySelector('#error-message')?.textContent ?? 'error')
        : null,
    );
    expect(broken, `${story.id} renders`).toBeNull();
    await showState(page, story);
    // Lazy panels and viewers show a spinner first; the labels to fit come after it.
    await page.locator('.pb-result__loading, .pb-details__loading').waitFor({ state: 'detached' });
    // The theme switches below are instant, so no screenshot catches colors mid-transition.
    await page.addStyleTag({
      content: '*, *::before, *::after { transition: none !important; }',
    });
  }

  test.each(LABEL_FIT_STORIES)(
    '$id: every label fits from 320 px up',
    async (story) => {
      const spilled: string[] = [];
      for (const locale of LOCALES) {
        await showStory(story, locale);
        if (locale === 'pseudo') {
          // A decorator that left the English strings in place would pass this test vacuously.
          expect(await page.evaluate(() => document.body.textContent)).toContain('⟦');
        }
        for (const theme of THEMES) {
          await page.evaluate((value) => {
            document.documentElement.dataset.theme = value;
          }, theme);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            spilled.push(
              ...(await spilledText(page)).map((text) => `${locale} ${theme} ${width}px: ${text}`),
            );
            await page.screenshot({
              path: join(ARTIFACTS, `label-fit-${story.id}-${locale}-${theme}-${width}.png`),
            });
          }
        }
      }
      expect(spilled).toEqual([]);
    },
    60_000,
  );
});
