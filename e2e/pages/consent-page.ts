import type { Page } from 'playwright-core';

/** The emulator's consent page, which a magic link opens in the popup. */
export class ConsentPage {
  constructor(readonly page: Page) {}

  async approve(): Promise<void> {
    await this.page.getByRole('button', { name: 'Allow access' }).click();
  }

  async deny(): Promise<void> {
    await this.page.getByRole('button', { name: 'Cancel' }).click();
  }
}
