import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { AccountPanels } from './pages/accounts-panels.ts';
import { OnboardingPage } from './pages/onboarding-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { setupExampleSession } from './support/example-session.ts';

// What a modal's scroll lock owes the user, in a browser whose scrollbar takes width (jsdom lays
// nothing out): the page behind does not scroll, does not shift sideways when its scrollbar
// goes, and is as it was once the dialog closes.
const session = setupExampleSession({ scrollbars: true });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const left = async (locator: Locator) => (await locator.boundingBox())?.x;

test('a dialog locks the page behind it without a shift, and closing gives it back as it was', async () => {
  const { app, page } = session;
  // Short enough that the accounts page scrolls; wide enough that its column is centred, which
  // moves when the scrollbar's width comes back to the viewport.
  await page.setViewportSize({ width: 1280, height: 300 });
  const signIn = new SignInPage(page);
  await signIn.open(app.origin);
  await signIn.continueAs('Ada Lovelace');
  const onboarding = new OnboardingPage(page);
  await onboarding.waitUntilShown();
  await onboarding.connect('Docs');

  await page.goto(`${app.origin}/accounts`);
  // By id: while the dialog is open the rest of the page is aria-hidden, out of role queries.
  const heading = page.locator('#accounts-heading');
  await page.getByRole('button', { name: 'Permissions of Docs (ada@acme.test)' }).waitFor();
  const scrollbar = await page.evaluate(
    () => window.innerWidth - document.documentElement.clientWidth,
  );
  expect(scrollbar).toBeGreaterThan(0);
  await page.mouse.move(640, 150);
  await page.mouse.wheel(0, 100);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  const before = { x: await left(heading), scrollY: await scrollY(page) };

  const dialog = await new AccountPanels(page).openPermissions('Docs', 'ada@acme.test');
  await dialog.waitFor();
  expect(await left(heading)).toBe(before.x);
  // A wheel turn back up over the backdrop (the page is at its end): the page stays put.
  await page.mouse.move(5, 290);
  await page.mouse.wheel(0, -400);
  await page.waitForTimeout(300);
  expect(await scrollY(page)).toBe(before.scrollY);

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => left(heading)).toBe(before.x);
  expect(await scrollY(page)).toBe(before.scrollY);
  await page.mouse.wheel(0, -100);
  await expect.poll(() => scrollY(page)).toBeLessThan(before.scrollY);
});
