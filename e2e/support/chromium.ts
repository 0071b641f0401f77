import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling Google's hosts, which this
// sandbox refuses; with them it talks only to the servers the tests start on loopback.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /**
   * Classic scrollbars that take width from the page, as on Windows and most Linux desktops.
   * Headless Chromium overlays them by default (playwright's `--hide-scrollbars`), so a page
   * cannot show the sideways shift a disappearing scrollbar causes.
   */
  scrollbars?: boolean;
}

/** Debian's Chromium with a fresh profile, driven by playwright-core. */
export async function launchChromium({ scrollbars = false }: LaunchOptions = {}): Promise<Browser> {
  if (!existsSync(EXECUTABLE)) {
    throw new Error(
      `Chromium is not at ${EXECUTABLE}: install it with \`apt-get install -y chromium\`.`,
    );
  }
  const userDataDir = await mkdtemp(join(tmpdir(), 'plugboard-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: EXECUTABLE,
    args: FLAGS,
    headless: true,
    viewport: { width: 1280, height: 900 },
    ...(scrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
