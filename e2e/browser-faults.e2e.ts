import type { Page } from 'playwright-core';
import { test } from 'vitest';
import { OnboardingPage } from './pages/onboarding-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { setupExampleSession } from './support/example-session.ts';

const session = setupExampleSession();

/** A new tab signed in as `name`, on the onboarding step. */
async function signedIn(name: string): Promise<{ page: Page; onboarding: OnboardingPage }> {
  const { app, browser } = session;
  await browser.context.clearCookies();
  const page = await browser.context.newPage();
  const signIn = new SignInPage(page);
  await signIn.open(app.origin);
  await signIn.continueAs(name);
  const onboarding = new OnboardingPage(page);
  await onboarding.waitUntilShown();
  return { page, onboarding };
}

async function connectToActive(onboarding: OnboardingPage, connector: string, who: string) {
  const consent = await onboarding.startConnecting(connector);
  await consent.approve();
  await onboarding.account(connector, who).getByText('Active', { exact: true }).waitFor();
}

test('the popup closed mid-consent: the page says so, and Connect again ends ACTIVE', async () => {
  const { page, onboarding } = await signedIn('Alan Turing');
  const consent = await onboarding.startConnecting('Docs');
  await consent.page.close();
  await page.getByText(/window was closed before connecting finished/).waitFor();
  await connectToActive(onboarding, 'Docs', 'alan@acme.test');
  await page.close();
});
