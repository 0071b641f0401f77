import type { Locator, Page } from 'playwright-core';
import { ConsentPage } from './consent-page.ts';

/** The example app's "Connect your tools" step, with the user's connected accounts below it. */
export class OnboardingPage {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.getByRole('heading', { name: 'Connect your tools' }).waitFor();
  }

  /** Clicks a connector's Connect button and answers the consent page the popup opens. */
  async startConnecting(connectorName: string): Promise<ConsentPage> {
    const [popup] = await Promise.all([
      this.page.waitForEvent('popup'),
      this.page.getByRole('button', { name: `Connect ${connectorName}`, exact: true }).click(),
    ]);
    await popup.getByRole('button', { name: 'Allow access' }).waitFor();
    return new ConsentPage(popup);
  }

  accountsList(): Locator {
    return this.page.getByRole('region', { name: 'Your connected accounts' });
  }

  account(connectorName: string, identifier: string): Locator {
    return this.accountsList()
      .getByRole('listitem')
      .filter({ hasText: connectorName })
      .filter({ hasText: identifier });
  }

  /** The card of step 3 that runs a sample tool with the user's account on `connectorName`. */
  tryItCard(connectorName: string): Locator {
    return this.page
      .getByRole('region', { name: 'See your data in Acme' })
      .getByRole('listitem', { name: connectorName });
  }

  async disconnect(connectorName: string, identifier: string): Promise<void> {
    await this.page
      .getByRole('button', { name: `Disconnect ${connectorName} (${identifier})` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Disconnect ${connectorName}?` });
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}
