import type { Locator, Page } from 'playwright-core';

/** The example app's callback page (`/connect/callback`), in the connect popup or in the tab. */
export class CallbackPage {
  constructor(readonly page: Page) {}

  /** The failure the page shows, with its reason. */
  failure(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'Could not finish connecting.' });
  }

  async retry(): Promise<void> {
    await this.failure().getByRole('button', { name: 'Retry' }).click();
  }

  /**
   * Makes the callback page reload itself once, the moment it shows success: before its timer
   * (close the popup, or go back to the app) can run, so the reload is certain to land on a page
   * whose verify already succeeded. Install before the page reaches the callback page.
   */
  async reloadOnceOnSuccess(): Promise<void> {
    await this.page.addInitScript(() => {
      const KEY = 'e2e:reloaded-on-success';
      if (sessionStorage.getItem(KEY)) return;
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('.pb-callback[data-status="success"]')) return;
        observer.disconnect();
        sessionStorage.setItem(KEY, '1');
        location.reload();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
  }
}
