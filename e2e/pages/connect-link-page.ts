import type { Page } from 'playwright-core';

/** A page the BFF answers at an MCP connect link that cannot go on: signed in as someone else, … */
export class ConnectLinkPage {
  constructor(readonly page: Page) {}

  async waitFor(title: string): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: title }).waitFor();
  }

  /** The page's text, under its heading. */
  async text(): Promise<string> {
    return (await this.page.getByRole('main').textContent()) ?? '';
  }

  async switchUser(): Promise<void> {
    await this.page.getByRole('link', { name: 'Sign in as that user' }).click();
  }
}
