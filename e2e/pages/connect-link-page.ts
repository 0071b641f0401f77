import type { Page } from 'playwright-core';

/** A page the BFF answers at an MCP connect link that cannot go on: signed in as someone else, … */
export class ConnectLinkPage {
  constructor(readonly page: Page) {}

  async waitFor(title: string): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: title }).waitFor();
  }

  /** The page's text, under its heading. */
  text(): Promise<string> {
    return this.page.getByRole('main').innerText();
  }

  async switchUser(): Promise<void> {
    await this.page.getByRole('link', { name: 'Sign in as that user' }).click();
  }
}
