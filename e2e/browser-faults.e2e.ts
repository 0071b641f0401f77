import type { Page, Route } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { CallbackPage } from './pages/callback-page.ts';
import { OnboardingPage } from './pages/onboarding-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { FIRST_CRM_ACCOUNT, FIRST_VIDEO_ACCOUNT } from './support/account-names.ts';
import { setupExampleSession } from './support/example-session.ts';

const session = setupExampleSession();

// A test's routes end with it, failed or not.
afterEach(() => session.browser.context.unrouteAll({ behavior: 'ignoreErrors' }));

const LINKS = '**/api/plugboard/links';
const VERIFY = '**/api/plugboard/verify';
const LOST = /connection to the server was lost/;

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

/** Ends ACTIVE with exactly one account on `connector` (an id), as the BFF lists them. */
async function expectOneActive(onboarding: OnboardingPage, connector: string) {
  expect(await onboarding.accountsOn(connector)).toEqual([
    expect.objectContaining({ status: 'ACTIVE' }),
  ]);
}

/**
 * Routes the browser's verify calls: the first is dropped (`drop`), held in the browser until the
 * test lets go of it (`hold`), or sent on; every later one is sent on. Counts the calls sent on to
 * the app, which is what the server saw.
 */
async function routeVerify(first: 'drop' | 'hold' | 'send') {
  let sent = 0;
  let seen = 0;
  let holding: (route: Route) => void = () => {};
  const held = new Promise<Route>((resolve) => {
    holding = resolve;
  });
  await session.browser.context.route(VERIFY, async (route) => {
    seen += 1;
    if (seen === 1 && first === 'drop') await route.abort('internetdisconnected');
    else if (seen === 1 && first === 'hold') holding(route);
    else {
      sent += 1;
      await route.continue();
    }
  });
  return { sent: () => sent, held };
}

/** The next request to `url` in the browser's context fails as a dropped network; later ones pass. */
async function dropNext(url: string): Promise<void> {
  await session.browser.context.route(url, (route) => route.abort('internetdisconnected'), {
    times: 1,
  });
}

test('the popup closed mid-consent: the page says so, and Connect again ends ACTIVE', async () => {
  const { page, onboarding } = await signedIn('Alan Turing');
  const consent = await onboarding.startConnecting('Docs');
  await consent.page.close();
  await page.getByText(/window was closed before connecting finished/).waitFor();
  await connectToActive(onboarding, 'Docs', 'alan@acme.test');
  await page.close();
});

test('the network drops on POST /links: the card says so, and Try again ends ACTIVE, one account', async () => {
  const { page, onboarding } = await signedIn('Grace Hopper');
  await dropNext(LINKS);
  const popup = await onboarding.clickConnect('Video');
  // The flow closes the blank popup it opened when the link cannot be had.
  if (!popup.isClosed()) await popup.waitForEvent('close');
  await onboarding.connectorCard('Video').getByText(LOST).waitFor();

  const consent = await onboarding.tryAgain('Video');
  await consent.approve();
  await onboarding
    .account('Video', FIRST_VIDEO_ACCOUNT)
    .getByText('Active', { exact: true })
    .waitFor();
  await expectOneActive(onboarding, 'video');
  await page.close();
});

test('the network drops on the verify call: the callback page says so, and Retry ends ACTIVE, one account', async () => {
  const { page, onboarding } = await signedIn('Grace Hopper');
  const consent = await onboarding.startConnecting('CRM');
  const verifies = await routeVerify('drop');
  await consent.approve();
  const callback = new CallbackPage(consent.page);
  await callback.failure().getByText(LOST).waitFor();
  // The retry is the popup's to offer: the page that started the flow keeps waiting for it.
  const connect = onboarding.connectorCard('CRM').locator('.pb-connect');
  expect(await connect.getAttribute('data-status')).toBe('pending');
  expect(await connect.getAttribute('data-waiting')).toBe('true');

  const closed = consent.page.waitForEvent('close');
  await callback.retry();
  await closed;
  await onboarding.account('CRM', FIRST_CRM_ACCOUNT).getByText('Active', { exact: true }).waitFor();
  await expectOneActive(onboarding, 'crm');
  expect(verifies.sent()).toBe(1);
  await page.close();
});

test('the tab reloaded on the callback page after its verify succeeded: it still says connected, and verifies once', async () => {
  // In the tab, with popups blocked: in a popup the page that opened it closes the popup as soon
  // as the account is ACTIVE, so no reload of a successful popup can be relied on.
  const { page, onboarding } = await signedIn('Ada Lovelace');
  await onboarding.blockPopups();
  await page.reload();
  await onboarding.waitUntilShown();
  const verifies = await routeVerify('send');
  let callbackLoads = 0;
  page.on('load', () => {
    if (page.url().includes('/connect/callback')) callbackLoads += 1;
  });
  await new CallbackPage(page).reloadOnceOnSuccess();
  const consent = await onboarding.connectInThisTab('Document library');
  await consent.approve();
  // Back on the page it started from, once the reloaded callback page showed success again.
  await onboarding
    .account('Document library', 'ada@acme.test')
    .getByText('Active', { exact: true })
    .waitFor();
  expect(callbackLoads).toBe(2);
  await expectOneActive(onboarding, 'doclib');
  // The reloaded page answered from the tab's memory: the spent state was not sent again.
  expect(verifies.sent()).toBe(1);
  await page.close();
});

test('the callback page reloaded before its verify went out: the reload finishes connecting, one account', async () => {
  const { page, onboarding } = await signedIn('Ada Lovelace');
  const consent = await onboarding.startConnecting('Web search');
  // The first verify is held in the browser, never sent: the reload overtakes it.
  const verifies = await routeVerify('hold');
  await consent.approve();
  const route = await verifies.held;
  const closed = consent.page.waitForEvent('close');
  await consent.page.reload();
  await route.abort().catch(() => {
    // The reload already cancelled the request.
  });
  await closed;
  await onboarding
    .account('Web search', 'ada@acme.test')
    .getByText('Active', { exact: true })
    .waitFor();
  await expectOneActive(onboarding, 'websearch');
  expect(verifies.sent()).toBe(1);
  await page.close();
});
