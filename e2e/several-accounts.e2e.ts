import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { expect, test } from 'vitest';
import { AskAcmePage } from './pages/ask-acme-page.ts';
import { OnboardingPage } from './pages/onboarding-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { FIRST_CRM_ACCOUNT } from './support/account-names.ts';
import { setupExampleSession } from './support/example-session.ts';

const ARTIFACTS = join(import.meta.dirname, 'artifacts');

const session = setupExampleSession();

/** The people a try-it or chat card's CRM viewer shows, one line per row after the header. */
async function peopleIn(card: Locator): Promise<string[]> {
  const table = card.getByRole('table');
  await table.waitFor();
  const rows = await table.getByRole('row').allInnerTexts();
  return rows.slice(1).map((row) => row.split('\t')[0]?.trim() ?? '');
}

/** The session user's CRM accounts as the BFF lists them, through the page's own session. */
async function crmAccounts(): Promise<
  Array<{ id: string; profile_name: string | null; label: string | null; is_default: boolean }>
> {
  return session.page.evaluate(async () => {
    const answer = await fetch('/api/plugboard/accounts');
    const { accounts } = (await answer.json()) as {
      accounts: Array<{
        id: string;
        connector: string;
        profile_name: string | null;
        label: string | null;
        is_default: boolean;
      }>;
    };
    return accounts.filter((account) => account.connector === 'crm');
  });
}

/** Runs the CRM try-it card's "List people" on the account picked by its option text. */
async function listPeopleOn(onboarding: OnboardingPage, option: string, shownAs: string) {
  const card = onboarding.tryItCard('CRM');
  await card.getByLabel('Account').selectOption({ label: option });
  await card.getByRole('button', { name: 'List people' }).click();
  await card.getByText(`Ran on ${shownAs}`, { exact: true }).waitFor();
  return peopleIn(card.locator('[data-tool="crm_list_people"]'));
}

test('Ada adds a second CRM account, names it, runs tools on each, and the default follows her', async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  const { app, page } = session;
  const signIn = new SignInPage(page);
  await signIn.open(app.origin);
  await signIn.continueAs('Ada Lovelace');
  const onboarding = new OnboardingPage(page);
  await onboarding.waitUntilShown();

  await onboarding.connect('CRM');
  await onboarding.account('CRM', FIRST_CRM_ACCOUNT).getByText('Active', { exact: true }).waitFor();

  // Once one is connected, the card adds another; the consent says which account is being added.
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    onboarding
      .connectorCard('CRM')
      .getByRole('button', { name: 'Add another CRM account' })
      .click(),
  ]);
  await popup
    .getByRole('heading', { name: 'Connect another CRM account for ada@acme.test' })
    .waitFor();
  const popupClosed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow access' }).click();
  await popupClosed;

  await expect.poll(async () => (await crmAccounts()).length).toBe(2);
  const [first, second] = await crmAccounts();
  expect(first?.is_default).toBe(true);
  const secondName = second?.profile_name ?? '';
  expect(secondName).not.toBe('');
  expect(secondName).not.toBe(FIRST_CRM_ACCOUNT);
  await onboarding.account('CRM', secondName).getByText('Active', { exact: true }).waitFor();
  await onboarding
    .account('CRM', FIRST_CRM_ACCOUNT)
    .getByText('Default', { exact: true })
    .waitFor();

  // Renamed in place: Enter saves, and the row goes by its new name.
  await page.getByRole('button', { name: `Rename ${secondName}` }).click();
  const field = page.getByLabel(`New name for ${secondName}`);
  await field.fill('Personal');
  await field.press('Enter');
  await onboarding.account('CRM', 'Personal').getByText('Active', { exact: true }).waitFor();

  // Each account lists its own people.
  const workPeople = await listPeopleOn(
    onboarding,
    `${FIRST_CRM_ACCOUNT} (default)`,
    FIRST_CRM_ACCOUNT,
  );
  const personalPeople = await listPeopleOn(onboarding, 'Personal', 'Personal');
  expect(workPeople.length).toBeGreaterThan(0);
  expect(personalPeople.length).toBeGreaterThan(0);
  expect(personalPeople.filter((person) => workPeople.includes(person))).toEqual([]);

  // Personal becomes the default: one write, and the badge moves.
  await page.getByRole('button', { name: 'Make Personal the default' }).click();
  await onboarding.account('CRM', 'Personal').getByText('Default', { exact: true }).waitFor();
  await expect
    .poll(async () => (await crmAccounts()).find((account) => account.is_default)?.label)
    .toBe('Personal');

  const list = onboarding.accountsList();
  await list.screenshot({ path: join(ARTIFACTS, 'several-accounts-light.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await list.screenshot({ path: join(ARTIFACTS, 'several-accounts-dark.png') });
  await page.emulateMedia({ colorScheme: 'light' });

  // The chat runs on the default, and on the other one when she names it.
  const ask = new AskAcmePage(page);
  await ask.open();
  await ask.ask('who are my CRM contacts');
  const onDefault = ask.lastCard('crm_list_people');
  await onDefault.getByText('Ran on Personal', { exact: true }).waitFor();
  expect((await peopleIn(onDefault)).sort()).toEqual([...personalPeople].sort());
  await ask.ask(`who are my CRM contacts from ${FIRST_CRM_ACCOUNT}`);
  const named = ask.lastCard('crm_list_people');
  await named.getByText(`Ran on ${FIRST_CRM_ACCOUNT}`, { exact: true }).waitFor();
  expect((await peopleIn(named)).sort()).toEqual([...workPeople].sort());
  await page.screenshot({ path: join(ARTIFACTS, 'several-accounts-chat.png'), fullPage: true });

  // Disconnecting the default hands it to the other, with nothing written.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Connect your tools' })
    .click();
  await onboarding.waitUntilShown();
  await onboarding.disconnect('CRM', 'Personal');
  await onboarding.account('CRM', 'Personal').waitFor({ state: 'detached' });
  await expect
    .poll(async () => (await crmAccounts()).map((account) => account.is_default))
    .toEqual([true]);
  const card = onboarding.tryItCard('CRM');
  await card.getByRole('button', { name: 'List people' }).click();
  await card.getByText(`Ran on ${FIRST_CRM_ACCOUNT}`, { exact: true }).waitFor();
});
