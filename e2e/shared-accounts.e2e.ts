import { join } from 'node:path';
import { expect, test } from 'vitest';
import { AccountPanels } from './pages/accounts-panels.ts';
import { OnboardingPage } from './pages/onboarding-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { setupExampleSession } from './support/example-session.ts';

const ARTIFACTS = join(import.meta.dirname, 'artifacts');

const session = setupExampleSession();

const WAREHOUSE = 'Warehouse';

test('Grace shares the warehouse; Ada runs a tool with it, sees her run, and cannot disconnect it', async () => {
  const { app, browser, page } = session;
  // Grace, Acme's admin, connects the warehouse: it is Acme's, shared with every member.
  const signIn = new SignInPage(page);
  await signIn.open(app.origin);
  await signIn.continueAs('Grace Hopper');
  const onboarding = new OnboardingPage(page);
  await onboarding.waitUntilShown();
  const consent = await onboarding.startConnecting(WAREHOUSE);
  const popupClosed = consent.page.waitForEvent('close');
  await consent.approve();
  await popupClosed;
  const gracesRow = onboarding.accountsList().getByRole('listitem').filter({ hasText: WAREHOUSE });
  await gracesRow.getByText('Shared with Acme').waitFor();
  await gracesRow.getByRole('button', { name: /^Disconnect Warehouse/ }).waitFor();
  const accountName = (await gracesRow.locator('.pb-account__label').textContent()) ?? '';
  expect(accountName).not.toBe('');

  // Ada, a member, connects nothing: the warehouse is there, shared, without Disconnect.
  await browser.context.clearCookies();
  await signIn.open(app.origin);
  await signIn.continueAs('Ada Lovelace');
  await onboarding.waitUntilShown();
  const adasRow = onboarding.account(WAREHOUSE, accountName);
  await adasRow.getByText('Shared with Acme').waitFor();
  await adasRow.getByText('Only Acme’s administrators can disconnect or reconnect it.').waitFor();
  await expect(adasRow.getByRole('button', { name: /^Disconnect/ }).count()).resolves.toBe(0);

  // She runs a warehouse tool and sees its result.
  const card = onboarding.tryItCard(WAREHOUSE);
  await card.getByRole('button', { name: 'Browse tables' }).click();
  await card.getByRole('table').first().waitFor();

  // Her run is in the account's activity, as hers.
  const panels = new AccountPanels(page);
  const activity = await panels.openActivity(WAREHOUSE, accountName);
  const run = activity.getByRole('row').filter({ hasText: 'Get tables' });
  await run.first().waitFor();
  await run.first().getByText('You', { exact: true }).waitFor();
  await run.first().getByText('Succeeded').waitFor();
  await page.screenshot({ path: join(ARTIFACTS, 'shared-accounts-activity-light.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: join(ARTIFACTS, 'shared-accounts-activity-dark.png') });
  await page.keyboard.press('Escape');
  await activity.waitFor({ state: 'detached' });

  const permissions = await panels.openPermissions(WAREHOUSE, accountName);
  await permissions
    .getByText(/Ask Acme’s administrators|uses a key|Access granted/)
    .first()
    .waitFor();
  await permissions.getByText('Get tables').waitFor();
  await page.screenshot({ path: join(ARTIFACTS, 'shared-accounts-permissions-dark.png') });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: join(ARTIFACTS, 'shared-accounts-permissions-light.png') });
  await page.keyboard.press('Escape');

  await page.screenshot({
    path: join(ARTIFACTS, 'shared-accounts-list-light.png'),
    fullPage: true,
  });

  // The example's Accounts page shows the shared account's trail on its own.
  await page.goto(`${app.origin}/accounts`);
  const team = page.getByRole('region', { name: /^Team activity on/ });
  await team.getByRole('row').filter({ hasText: 'Get tables' }).first().waitFor();
  await page.screenshot({
    path: join(ARTIFACTS, 'shared-accounts-page-light.png'),
    fullPage: true,
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: join(ARTIFACTS, 'shared-accounts-page-dark.png'), fullPage: true });
});
