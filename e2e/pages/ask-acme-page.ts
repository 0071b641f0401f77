import type { Locator, Page } from 'playwright-core';
import { ConsentPage } from './consent-page.ts';

/** The example app's "Ask Acme" chat, reached from the signed-in app's navigation. */
export class AskAcmePage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Ask Acme' })
      .click();
    await this.page.getByRole('heading', { name: 'Ask Acme' }).waitFor();
  }

  async ask(question: string): Promise<void> {
    await this.page.getByLabel('Your question').fill(question);
    await this.page.getByRole('button', { name: 'Send' }).click();
  }

  /** The assistant's messages, oldest first. */
  answers(): Locator {
    return this.page
      .getByRole('list', { name: 'Conversation' })
      .getByRole('listitem', { name: 'Acme' });
  }

  /** The newest tool call card of `toolName` (the card root carries data-tool and data-state). */
  lastCard(toolName: string): Locator {
    return this.page.locator(`[data-tool="${toolName}"][data-state]`).last();
  }

  /** Waits for the newest assistant text to be exactly `text`. */
  async waitForAnswer(text: string): Promise<void> {
    await this.answers().last().getByText(text, { exact: true }).waitFor();
  }

  /** Clicks a card's Connect or Reconnect button and answers the consent page the popup opens. */
  async connectFrom(card: Locator, buttonName: string): Promise<ConsentPage> {
    const [popup] = await Promise.all([
      this.page.waitForEvent('popup'),
      card.getByRole('button', { name: buttonName }).click(),
    ]);
    await popup.getByRole('button', { name: 'Allow access' }).waitFor();
    return new ConsentPage(popup);
  }
}
