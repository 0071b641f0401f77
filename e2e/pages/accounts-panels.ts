import type { Locator, Page } from 'playwright-core';
import { withAccount } from '../support/account-names.ts';

/** A row's Permissions and Activity dialogs in the example app's accounts list. */
export class AccountPanels {
  constructor(private readonly page: Page) {}

  async openActivity(connectorName: string, accountName: string): Promise<Locator> {
    await this.page
      .getByRole('button', { name: `Activity of ${withAccount(connectorName, accountName)}` })
      .click();
    return this.page.getByRole('dialog', { name: `What this app did with ${connectorName}` });
  }

  async openPermissions(connectorName: string, accountName: string): Promise<Locator> {
    await this.page
      .getByRole('button', { name: `Permissions of ${withAccount(connectorName, accountName)}` })
      .click();
    return this.page.getByRole('dialog', { name: `What this app can do with ${connectorName}` });
  }
}
