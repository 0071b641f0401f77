// The built docs site (apps/docs/dist, from `npx -y pnpm@10.34.8 build`): its offline search
// finds what integrators look for, the live examples render the real components, a component's
// page shows its props, states and example, the landing page its picture in the reader's theme,
// and screenshots of the landing page, a component page, the emulator-testing guide and a guide
// in both themes go to e2e/artifacts.
// Its links are checked by the docs build itself (apps/docs/scripts/check-links.mjs).
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Browser, launchChromium } from './support/chromium.ts';
import { type StaticSite, serveStaticSite } from './support/static-site.ts';

const DIST = join(import.meta.dirname, '../apps/docs/dist');
const ARTIFACTS = join(import.meta.dirname, 'artifacts');

let site: StaticSite;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  if (!existsSync(join(DIST, 'pagefind'))) {
    throw new Error('Build the docs site first: npx -y pnpm@10.34.8 build.');
  }
  [site, browser] = await Promise.all([serveStaticSite(DIST), launchChromium()]);
  page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  await mkdir(ARTIFACTS, { recursive: true });
});

afterAll(async () => {
  await page?.close();
  await browser?.close();
  await site?.close();
});

/**
 * The pages the site's Pagefind index answers for a query, best first. The script is text: vitest
 * would rewrite an `import()` in a function body into its own loader, which the page lacks.
 */
async function search(query: string): Promise<string[]> {
  await page.goto(`${site.url}/`);
  return page.evaluate(`(async () => {
    const pagefind = await import('/pagefind/pagefind.js');
    const found = await pagefind.search(${JSON.stringify(query)});
    const pages = await Promise.all(found.results.slice(0, 5).map((result) => result.data()));
    return pages.map((data) => new URL(data.url, location.origin).pathname);
  })()`);
}

describe('the docs site', () => {
  test.each([
    ['organization account', '/guides/organization-accounts/'],
    ['popup blocked', '/guides/troubleshooting/'],
    ['MCP', '/guides/mcp/'],
    ['--pb-color-primary', '/reference/theme-variables/'],
    ['advance_seconds', '/reference/emulator-control/'],
    ['Playwright', '/guides/testing-with-the-emulator/'],
  ])('search finds "%s" on %s', async (query, expected) => {
    expect(await search(query)).toContain(expected);
  });

  test('the live example renders the real accounts list', async () => {
    await page.goto(`${site.url}/concepts/overview/`);
    const list = page.getByRole('list', { name: 'Connected accounts' });
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('listitem').count()).toBe(3);
    await page.getByRole('button', { name: 'Connect Video', exact: true }).waitFor();
  });

  test('a component page shows its props, its states in Storybook and its example', async () => {
    await page.goto(`${site.url}/components/connect-button/`);
    const props = page.locator('table.api-members');
    await props.getByText('connector', { exact: true }).waitFor();
    expect(await props.locator('tbody tr').count()).toBeGreaterThan(3);
    const idle = page.getByRole('link', { name: 'Idle', exact: true });
    expect(await idle.getAttribute('href')).toMatch(
      /\?path=\/story\/plugboard-connectbutton--idle$/,
    );
    await page.getByText("import { ConnectButton } from '@plugboard/ui';").first().waitFor();
  });

  test('the landing page shows the kit in the theme the reader chose', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await page.goto(`${site.url}/`);
      await page.evaluate((chosen) => localStorage.setItem('starlight-theme', chosen), theme);
      await page.reload();
      const picture = page.locator('.kit-picture img').filter({ visible: true });
      expect(await picture.count()).toBe(1);
      expect(await picture.getAttribute('alt')).toMatch(/Connect your tools/);
      expect(
        await picture.evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
    }
  });

  test.each(['light', 'dark'] as const)('screenshots in the %s theme', async (theme) => {
    for (const [name, path] of [
      ['landing', '/'],
      ['component', '/components/connect-button/'],
      ['testing', '/guides/testing-with-the-emulator/'],
      ['getting-started', '/getting-started/vite-express/'],
      ['guide-theming', '/guides/theming/'],
    ]) {
      await page.goto(`${site.url}${path}`);
      await page.evaluate((chosen) => {
        localStorage.setItem('starlight-theme', chosen);
        document.documentElement.dataset.theme = chosen;
      }, theme);
      await page.reload();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await page.screenshot({ path: join(ARTIFACTS, `docs-${name}-${theme}.png`), fullPage: true });
    }
  });
});
