import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { CALLBACK_PATH, PAGE_PATHS } from '../apps/example/src/client/routes.ts';
import { OnboardingPage } from './pages/onboarding-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { axeViolations } from './support/axe.ts';
import { setupExampleSession } from './support/example-session.ts';

// Every page of the example app (its router's paths, from routes.ts, so a new page is checked
// too), signed out and signed in with an account connected, in the light and the dark scheme:
// full axe (WCAG 2.0 A and AA, WCAG 2.1 AA), not only contrast, and not one violation.
const ARTIFACTS = join(import.meta.dirname, 'artifacts');
const THEMES = ['light', 'dark'] as const;

const session = setupExampleSession();

/** Loads `url` in `theme` and waits until it has settled: its `<main>`, and no request under way. */
async function visit(page: Page, url: string, theme: (typeof THEMES)[number]): Promise<void> {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await page.goto(url);
  await page.getByRole('main').waitFor();
  await page.waitForLoadState('networkidle');
}

test.each(THEMES)('the sign-in page has no axe violation: %s', async (theme) => {
  const { app, page } = session;
  await visit(page, app.origin, theme);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
});

describe('signed in, with Docs connected', () => {
  beforeAll(async () => {
    const { app, page } = session;
    await page.emulateMedia({ colorScheme: 'light' });
    const signIn = new SignInPage(page);
    await signIn.open(app.origin);
    await signIn.continueAs('Ada Lovelace');
    const onboarding = new OnboardingPage(page);
    await onboarding.waitUntilShown();
    await onboarding.connect('Docs');
    await onboarding
      .account('Docs', 'ada@acme.test')
      .getByText('Active', { exact: true })
      .waitFor();
  });

  test.each(
    [...PAGE_PATHS, CALLBACK_PATH].flatMap((path) => THEMES.map((theme) => ({ path, theme }))),
  )('$path has no axe violation: $theme', async ({ path, theme }) => {
    const { app, page } = session;
    await visit(page, `${app.origin}${path}`, theme);
    if (path === '/') {
      await mkdir(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: join(ARTIFACTS, `onboarding-${theme}.png`), fullPage: true });
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});
