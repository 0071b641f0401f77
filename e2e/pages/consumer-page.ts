import type { Locator, Page } from 'playwright-core';
import { ConsentPage } from './consent-page.ts';

/** The fixture apps' one page (e2e/consumers/*): sign-in, then Connect, the list and a tool. */
export class ConsumerPage {
  constructor(readonly page: Page) {}

  /** Opens `/` in a theme and signs in when the app asks for it. */
  async open(origin: string, theme: 'light' | 'dark' | 'system', email: string): Promise<void> {
    await this.page.goto(`${origin}/?theme=${theme}`);
    const signedIn = this.page.getByRole('heading', { name: 'Integrations' });
    const signIn = this.page.getByRole('heading', { name: 'Sign in' });
    await signedIn.or(signIn).waitFor();
    if (await signIn.isVisible()) {
      await this.page.getByLabel('Email').fill(email);
      await this.page.getByRole('button', { name: 'Sign in' }).click();
      await signedIn.waitFor();
    }
    await this.page
      .getByRole('list', { name: 'Connected accounts' })
      .or(this.emptyList())
      .waitFor();
  }

  connectButton(connectorName: string): Locator {
    return this.page.getByRole('button', { name: `Connect ${connectorName}`, exact: true });
  }

  emptyList(): Locator {
    return this.page.getByText('No connected accounts yet.');
  }

  account(connectorName: string, identifier: string): Locator {
    return this.page
      .getByRole('list', { name: 'Connected accounts' })
      .getByRole('listitem')
      .filter({ hasText: connectorName })
      .filter({ hasText: identifier });
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

  async disconnect(connectorName: string, identifier: string): Promise<void> {
    await this.page
      .getByRole('button', { name: `Disconnect ${connectorName} (${identifier})` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Disconnect ${connectorName}?` });
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}
