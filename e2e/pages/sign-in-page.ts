import type { Page } from 'playwright-core';

/** The example app's demo sign-in. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async open(origin: string): Promise<void> {
    await this.page.goto(origin);
    await this.page.getByRole('heading', { name: 'Sign in' }).waitFor();
  }

  /** Waits for the sign-in page reached by a redirect (a connect link's `signInUrl`). */
  async waitFor(): Promise<void> {
    await this.page.getByRole('heading', { name: 'Sign in' }).waitFor();
  }

  async continueAs(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Continue as ${name}` }).click();
  }
}
