// "Ask Acme" (the example's chat, issue 14): the time from connected to the result rendered, in
// Debian's Chromium. The example app runs as `pnpm demo` does (embedded in-memory emulator); one
// user asks "who are my CRM contacts", connects from the card, then, RUNS times, the emulator
// clock moves past the CRM token's expiry and the user asks again and reconnects. Each figure is
// the time from the popup closing (as playwright reports it) to the CRM viewer's table in the same
// card: the card's re-run of the call through the BFF and the viewer's render. The app must be
// built (`pnpm turbo run build --filter=@plugboard/example...`). Prints figures; never fails on time.
import { loadavg } from 'node:os';
import { AskAcmePage } from '../e2e/pages/ask-acme-page.ts';
import { OnboardingPage } from '../e2e/pages/onboarding-page.ts';
import { SignInPage } from '../e2e/pages/sign-in-page.ts';
import { launchChromium } from '../e2e/support/chromium.ts';
import { startExampleApp } from '../e2e/support/example-app.ts';
import { formatMs, summarize } from './lib/summarize.ts';

const RUNS = 10;

const [app, browser] = await Promise.all([startExampleApp(), launchChromium()]);
try {
  const page = await browser.context.newPage();
  const signIn = new SignInPage(page);
  await signIn.open(app.origin);
  await signIn.continueAs('Grace Hopper');
  await new OnboardingPage(page).waitUntilShown();
  const ask = new AskAcmePage(page);
  await ask.open();

  const secret = process.env.PLUGBOARD_CLIENT_SECRET ?? 'plugboard-dev-secret';
  const authorization = `Basic ${Buffer.from(`${app.emulator.clientId}:${secret}`).toString('base64')}`;
  const expireTheToken = async () => {
    const response = await fetch(`${app.emulator.url}/_emulator/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ advance_seconds: 7200 }),
    });
    if (!response.ok) throw new Error(`/_emulator/clock answered ${response.status}`);
  };

  const connectAndTime = async (buttonName: string) => {
    await ask.ask('who are my CRM contacts');
    const card = ask.lastCard('crm_list_people');
    const consent = await ask.connectFrom(card, buttonName);
    const closed = consent.page.waitForEvent('close').then(() => performance.now());
    await consent.approve();
    const connectedAt = await closed;
    await card.getByRole('table').waitFor();
    const ms = performance.now() - connectedAt;
    await ask
      .answers()
      .last()
      .getByText(/^You have \d+ contacts/)
      .waitFor();
    return ms;
  };

  const first = await connectAndTime('Connect CRM to continue');
  const reconnects: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await expireTheToken();
    reconnects.push(await connectAndTime('Reconnect CRM'));
  }
  const stats = summarize(reconnects);
  console.info(`connected → result rendered (popup closed → CRM viewer table in the same card)`);
  console.info(`first Connect                 ${formatMs(first)}`);
  console.info(
    `Reconnect, ${RUNS} runs          median ${formatMs(stats.median)}  min ${formatMs(stats.min)}  max ${formatMs(stats.max)}`,
  );
  console.info(
    `load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  await app.stop();
}
