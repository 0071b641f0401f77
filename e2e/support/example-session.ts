import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type Browser, type LaunchOptions, launchChromium } from './chromium.ts';
import { type RunningApp, startExampleApp } from './example-app.ts';

/** The example app, a Chromium, and one page in it, for the tests of one file. */
export interface ExampleSession {
  app: RunningApp;
  browser: Browser;
  page: Page;
}

/**
 * Starts the example app and Chromium before the calling file's tests, with one page open, and
 * stops both after them. The fields are set once the file's first `beforeAll` has run.
 */
export function setupExampleSession(options?: LaunchOptions): ExampleSession {
  const session = {} as ExampleSession;
  beforeAll(async () => {
    [session.app, session.browser] = await Promise.all([
      startExampleApp(),
      launchChromium(options),
    ]);
    session.page = await session.browser.context.newPage();
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.app?.stop();
  });
  return session;
}
