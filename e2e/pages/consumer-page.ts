import type { Locator, Page } from 'playwright-core';
import { withAccount } from '../support/account-names.ts';
import { ConsentPage } from './consent-page.ts';

/** The getting-started guides' one page: Connect, the list of accounts and a tool. */
export class ConsumerPage {
  constructor(readonly page: Page) {}

  /**
   * Opens `/`, which sends whoever is not signed in to the guide's sign-in form, and signs in
   * there as `email`: the session cookie the guide's resolveUser reads.
   */
  async signIn(origin: string, email: string): Promise<void> {
    await this.page.goto(origin);
    await this.page.waitForURL((url) => url.pathname === '/sign-in');
    await this.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    await this.page.getByRole('heading', { name: 'Integrations' }).waitFor();
  }

  /**
   * Opens `/` and sets `data-theme` on <html>, as the guides tell a host with its own theme
   * switch to, then waits for the list of accounts.
   */
  async open(origin: string, theme: 'light' | 'dark' | 'system'): Promise<void> {
    await this.page.goto(origin);
    await this.page.getByRole('heading', { name: 'Integrations' }).waitFor();
    await this.page.evaluate((asked) => {
      document.documentElement.dataset.theme = asked;
    }, theme);
    await this.page
      .getByRole('list', { name: 'Connected accounts' })
      .or(this.emptyList())
      .waitFor();
  }

  /** The connector's ConnectButton: "Connect CRM", or "Add another CRM account" once one is connected. */
  connectButton(connectorName: string): Locator {
    return this.page.locator('.pb-connect').getByRole('button', {
      name: new RegExp(`^(Connect ${connectorName}|Add another ${connectorName} account)$`),
    });
  }

  emptyList(): Locator {
    return this.page.getByText('No connected accounts yet.');
  }

  account(connectorName: string, accountName: string): Locator {
    return this.page
      .getByRole('list', { name: 'Connected accounts' })
      .getByRole('listitem')
      .filter({ hasText: connectorName })
      .filter({ hasText: accountName });
  }

  /** Clicks Connect and waits for the consent page in the popup it opens. */
  async startConnecting(connectorName: string): Promise<ConsentPage> {
    const [popup] = await Promise.all([
      this.page.waitForEvent('popup'),
      this.connectButton(connectorName).click(),
    ]);
    await popup.getByRole('button', { name: 'Allow access' }).waitFor();
    return new ConsentPage(popup);
  }

  async disconnect(connectorName: string, accountName: string): Promise<void> {
    await this.page
      .getByRole('button', { name: `Disconnect ${withAccount(connectorName, accountName)}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Disconnect ${connectorName}?` });
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}
