import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { OnboardingPage } from './pages/onboarding-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { FIRST_CRM_ACCOUNT } from './support/account-names.ts';
import { setupExampleSession } from './support/example-session.ts';

const ARTIFACTS = join(import.meta.dirname, 'artifacts');
const EXPIRED_NOTICE = 'Your CRM connection expired.';
const ROW_RECONNECT = `Reconnect: CRM (${FIRST_CRM_ACCOUNT})`;

const session = setupExampleSession();

/** Calls the embedded emulator's control API with the app's client credentials. */
async function emulatorControl(method: string, path: string, body: unknown): Promise<void> {
  const { url, clientId } = session.app.emulator;
  const secret = process.env.PLUGBOARD_CLIENT_SECRET ?? 'plugboard-dev-secret';
  const response = await fetch(`${url}/_emulator${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
    },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/**
 * Resolves with the wall-clock time (ms) at which an element matching `selector` (and holding
 * `text`, if given) is first in the tab, timed by a MutationObserver inside the page, so the
 * figure holds no round trip of the test's driver.
 */
function whenShown(page: Page, selector: string, text = ''): Promise<number> {
  return page.evaluate(
    ([wanted, holding]) =>
      new Promise<number>((resolve) => {
        const check = () =>
          [...document.querySelectorAll(wanted)].some((element) =>
            element.textContent?.includes(holding),
          );
        if (check()) return resolve(Date.now());
        const observer = new MutationObserver(() => {
          if (!check()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          attributes: true,
          characterData: true,
        });
      }),
    [selector, text] as const,
  );
}

/** Sets a marker on `window` that any navigation or reload would wipe. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => '__sameDocument' in window);
}

async function screenshots(tabs: Page[], name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [index, tab] of tabs.entries()) {
      await tab.emulateMedia({ colorScheme: scheme });
      await tab.screenshot({
        path: join(ARTIFACTS, `live-accounts-${name}-tab${index + 1}-${scheme}.png`),
      });
    }
  }
  for (const tab of tabs) await tab.emulateMedia({ colorScheme: 'light' });
}

test('the emulator expires the CRM: two tabs show Reconnect at once; one reconnects, the other shows Active', async () => {
  const { app, browser, page: first } = session;
  const signIn = new SignInPage(first);
  await signIn.open(app.origin);
  await signIn.continueAs('Alan Turing');
  const onboarding = new OnboardingPage(first);
  await onboarding.waitUntilShown();
  await onboarding.connect('CRM');
  await onboarding.account('CRM', FIRST_CRM_ACCOUNT).getByText('Active', { exact: true }).waitFor();

  const accountId = await first.evaluate(async () => {
    const response = await fetch('/api/plugboard/accounts');
    const { accounts } = (await response.json()) as {
      accounts: { id: string; connector: string }[];
    };
    return accounts.find((account) => account.connector === 'crm')?.id;
  });
  expect(accountId).toBeDefined();

  // Two tabs of one browser profile: one session cookie, one signed-in user.
  const second = await browser.context.newPage();
  const tabs = [first, second];
  for (const tab of tabs) {
    // The stream must be open before the change, as it is in a tab that has been open a while.
    const streamOpen = tab.waitForResponse((response) =>
      response.url().endsWith('/api/plugboard/events'),
    );
    await tab.goto(`${app.origin}/accounts`);
    await streamOpen;
    const row = tab
      .getByRole('listitem')
      .filter({ hasText: 'CRM' })
      .filter({ hasText: FIRST_CRM_ACCOUNT });
    await row.getByText('Active', { exact: true }).waitFor();
  }
  for (const tab of tabs) await markDocument(tab);
  await screenshots(tabs, 'active');

  const reconnectShown = tabs.map((tab) => whenShown(tab, `[aria-label="${ROW_RECONNECT}"]`));
  const noticeShown = tabs.map((tab) => whenShown(tab, '.pb-alert', EXPIRED_NOTICE));
  const changedAt = Date.now();
  await emulatorControl('PUT', `/connected_accounts/${accountId}/status`, { status: 'EXPIRED' });
  const reconnectAt = await Promise.all(reconnectShown);
  const noticeAt = await Promise.all(noticeShown);
  const reconnectMs = reconnectAt.map((at) => at - changedAt);
  const noticeMs = noticeAt.map((at) => at - changedAt);
  console.info(
    `status change → Reconnect: tab 1 ${reconnectMs[0]} ms, tab 2 ${reconnectMs[1]} ms; ` +
      `→ notice: tab 1 ${noticeMs[0]} ms, tab 2 ${noticeMs[1]} ms`,
  );
  for (const ms of [...reconnectMs, ...noticeMs]) expect(ms).toBeLessThan(1000);
  for (const tab of tabs) {
    await tab.getByRole('button', { name: ROW_RECONNECT }).waitFor();
    await tab.getByText(EXPIRED_NOTICE).waitFor();
    expect(await isSameDocument(tab)).toBe(true);
  }
  await screenshots(tabs, 'expired');

  // Alan reconnects from the notice in the first tab; the second learns it from the stream.
  const notices = first.getByRole('region', { name: 'Account notices' });
  const [popup] = await Promise.all([
    first.waitForEvent('popup'),
    notices.getByRole('button', { name: 'Reconnect', exact: true }).click(),
  ]);
  const allow = popup.getByRole('button', { name: 'Allow access' });
  await allow.waitFor();
  const activeShown = whenShown(second, '.pb-account[data-status="ACTIVE"]');
  const reconnectedAt = Date.now();
  const reconnectPopupClosed = popup.waitForEvent('close');
  await allow.click();
  await reconnectPopupClosed;
  const activeMs = (await activeShown) - reconnectedAt;
  console.info(`consent → Active in the other tab: ${activeMs} ms`);
  for (const tab of tabs) {
    const row = tab
      .getByRole('listitem')
      .filter({ hasText: 'CRM' })
      .filter({ hasText: FIRST_CRM_ACCOUNT });
    await row.getByText('Active', { exact: true }).waitFor();
    await tab.getByRole('button', { name: ROW_RECONNECT }).waitFor({ state: 'detached' });
    await tab.getByText(EXPIRED_NOTICE).waitFor({ state: 'detached' });
    expect(await isSameDocument(tab)).toBe(true);
  }
  await screenshots(tabs, 'reconnected');
});
