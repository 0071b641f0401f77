import type { Locator, Page } from 'playwright-core';
import { withAccount } from '../support/account-names.ts';
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

  /** Connects a connector the whole way: consent approved in the popup, the popup closed. */
  async connect(connectorName: string): Promise<void> {
    const consent = await this.startConnecting(connectorName);
    const popupClosed = consent.page.waitForEvent('close');
    await consent.approve();
    await popupClosed;
  }

  /** Clicks a connector's Connect button; resolves with the popup it opens, as it opens. */
  async clickConnect(connectorName: string): Promise<Page> {
    const [popup] = await Promise.all([
      this.page.waitForEvent('popup'),
      this.page.getByRole('button', { name: `Connect ${connectorName}`, exact: true }).click(),
    ]);
    return popup;
  }

  /**
   * Clicks a connector's Connect button with popups blocked (install `blockPopups` first): this
   * tab leaves for the consent page, which it resolves with.
   */
  async connectInThisTab(connectorName: string): Promise<ConsentPage> {
    await this.page.getByRole('button', { name: `Connect ${connectorName}`, exact: true }).click();
    await this.page.getByRole('button', { name: 'Allow access' }).waitFor();
    return new ConsentPage(this.page);
  }

  /** From the next load on, this tab's popups are blocked, as a popup blocker does. */
  async blockPopups(): Promise<void> {
    await this.page.addInitScript(() => {
      window.open = () => null;
    });
  }

  /** A connector's card in the "Connect your tools" step. */
  connectorCard(connectorName: string): Locator {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: connectorName, exact: true }) });
  }

  /** After a failed connect: the card's Try again button, and the consent page it opens. */
  async tryAgain(connectorName: string): Promise<ConsentPage> {
    const [popup] = await Promise.all([
      this.page.waitForEvent('popup'),
      this.connectorCard(connectorName).getByRole('button', { name: 'Try again' }).click(),
    ]);
    await popup.getByRole('button', { name: 'Allow access' }).waitFor();
    return new ConsentPage(popup);
  }

  /**
   * The user's accounts on `connector` (an id: `docsapp`) as the BFF lists them, read through
   * this page so the session is the user's.
   */
  async accountsOn(connector: string): Promise<Array<{ id: string; status: string }>> {
    return this.page.evaluate(async (wanted) => {
      const answer = await fetch('/api/plugboard/accounts');
      const { accounts } = (await answer.json()) as {
        accounts: Array<{ id: string; status: string; connector: string }>;
      };
      return accounts.filter((account) => account.connector === wanted);
    }, connector);
  }

  accountsList(): Locator {
    return this.page.getByRole('region', { name: 'Your connected accounts' });
  }

  account(connectorName: string, accountName: string): Locator {
    return this.accountsList()
      .getByRole('listitem')
      .filter({ hasText: connectorName })
      .filter({ hasText: accountName });
  }

  /** The card of step 3 that runs a sample tool with the user's account on `connectorName`. */
  tryItCard(connectorName: string): Locator {
    return this.page
      .getByRole('region', { name: 'See your data in Acme' })
      .getByRole('listitem', { name: connectorName });
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
