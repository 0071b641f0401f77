import type { ConnectorId } from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import { createSignedState } from '../../accounts/signed-state.ts';
import type { SessionUser } from '../../common/session-user.ts';
import { createMemoryUsedStateStore } from '../../stores/used-state-store.ts';
import { APP, createTestBff } from '../../test/bff-harness.ts';
import { ADA, ADA_ELSEWHERE, GRACE, TEST_USER_HEADER } from '../../test/test-users.ts';
import { setupEmulator } from '../../test/use-emulator.ts';
import type { PlugboardHandlerOptions } from '../handler-options.ts';
import { mintConnectCapability } from './mcp-connect-capability.ts';

const upstream = setupEmulator();
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const LINK_PATH = '/api/plugboard/mcp/connect/';

function setup(overrides: Partial<PlugboardHandlerOptions> = {}) {
  const clock = { now: Date.now() };
  const now = () => clock.now;
  const bff = createTestBff(upstream, {
    now,
    ...overrides,
    tools: { connectors: ['crm', 'docsapp'] },
    limits: { stateTtlSeconds: 600 },
  });
  // The endpoint's signer, as another replica with the same secret would hold it.
  const states = createSignedState({
    clientSecret: upstream.emulator.clientSecret,
    ttlSeconds: 600,
    now,
    usedStates: createMemoryUsedStateStore(now),
  });
  const mint = (user: SessionUser = ADA, connector: ConnectorId = 'crm') =>
    mintConnectCapability(states, user, connector);
  /** Opens `capability`'s link as a browser (or, with `accept`, another caller) would. */
  async function open(
    capability: string,
    { user, accept = BROWSER_ACCEPT, query = '', language }: OpenOptions = {},
  ) {
    const response = await bff.handle(
      new Request(`${APP}${LINK_PATH}${capability}${query}`, {
        headers: {
          accept,
          ...(user && { [TEST_USER_HEADER]: JSON.stringify(user) }),
          ...(language && { 'accept-language': language }),
        },
      }),
    );
    return { response, text: await response.text() };
  }
  return { bff, clock, mint, open };
}

interface OpenOptions {
  user?: SessionUser;
  accept?: string;
  query?: string;
  language?: string;
}

/** Ada's browser opens the link and is sent to the emulator's consent page: the link was good. */
async function expectConsent(open: ReturnType<typeof setup>['open'], capability: string) {
  const { response } = await open(capability, { user: ADA });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toMatch(new RegExp(`^${upstream.emulator.url}/`));
}

function expectPage(response: Response, text: string, status: number, title: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(text).toMatch(/^<!doctype html>/);
  expect(text).toMatch(new RegExp(`<h1 id="pb-link-title">${title.source}</h1>`));
  expect(text).toContain('<main ');
  expect(text).not.toMatch(/<script|style=/);
}

describe('GET /mcp/connect/:capability signed out', () => {
  it('sends the browser to signInUrl with a return_to back to the link, spending nothing', async () => {
    const { mint, open } = setup({ signInUrl: '/sign-in?from=mcp' });
    const capability = await mint();
    const { response } = await open(capability);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '', APP);
    expect(location.pathname).toBe('/sign-in');
    expect(location.searchParams.get('from')).toBe('mcp');
    expect(location.searchParams.get('return_to')).toBe(`${LINK_PATH}${capability}`);
    expect(location.searchParams.has('prompt')).toBe(false);
    expect(response.headers.get('location')?.startsWith('/sign-in?')).toBe(true);
    await expectConsent(open, capability);
  });

  it('gives an absolute sign-in page an absolute return_to on the app origin', async () => {
    const { mint, open } = setup({ signInUrl: 'https://auth.example.com/login' });
    const capability = await mint();
    const { response } = await open(capability);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin).toBe('https://auth.example.com');
    expect(location.searchParams.get('return_to')).toBe(`${APP}${LINK_PATH}${capability}`);
  });

  it('ignores a return_to an attacker put on the link: only the link itself is returned to', async () => {
    const { mint, open } = setup({ signInUrl: '/sign-in' });
    const capability = await mint();
    const { response } = await open(capability, {
      query: '?return_to=https%3A%2F%2Fevil.example%2F&prompt=none',
    });
    const location = new URL(response.headers.get('location') ?? '', APP);
    expect([...location.searchParams]).toEqual([['return_to', `${LINK_PATH}${capability}`]]);
  });

  it('without signInUrl, answers a page that says to sign in and open the link again', async () => {
    const { mint, open } = setup();
    const capability = await mint();
    const { response, text } = await open(capability);
    expectPage(response, text, 401, /Sign in to continue/);
    expect(text).toContain('then open the link again');
    expect(text).toContain('<link rel="stylesheet" href="../connect-page.css">');
    await expectConsent(open, capability);
  });

  it('answers JSON 401 to a caller that asks for JSON', async () => {
    const { mint, open } = setup({ signInUrl: '/sign-in' });
    const { response, text } = await open(await mint(), { accept: 'application/json' });
    expect(response.status).toBe(401);
    expect(JSON.parse(text).error.code).toBe('UNAUTHENTICATED');
  });

  it('tells of a bad link at once, before any sign-in', async () => {
    const { open } = setup({ signInUrl: '/sign-in' });
    const { response, text } = await open('not-a-capability');
    expectPage(response, text, 400, /This link is incomplete/);
  });
});

describe('GET /mcp/connect/:capability as someone else', () => {
  it('says whose link it is, masked, offers to sign in as them, and spends nothing', async () => {
    const { mint, open } = setup({ signInUrl: '/sign-in' });
    const capability = await mint({ ...ADA, organizationName: 'Analytical Engines' });
    const { response, text } = await open(capability, { user: GRACE });
    expectPage(response, text, 400, /This link is for another user/);
    expect(text).toContain('a•••@example.com of Analytical Engines');
    expect(text).toContain('signed in as g•••@example.com.');
    expect(text).not.toContain('ada@example.com');
    const action = /<a class="pb-link-action" href="([^"]+)">Sign in as that user<\/a>/.exec(text);
    const href = new URL((action?.[1] ?? '').replaceAll('&amp;', '&'), APP);
    expect(href.pathname).toBe('/sign-in');
    expect(href.searchParams.get('return_to')).toBe(`${LINK_PATH}${capability}`);
    expect(href.searchParams.get('prompt')).toBe('login');
    await expectConsent(open, capability);
  });

  it('tells the same person in another organization apart, and without signInUrl says what to do', async () => {
    const { mint, open } = setup();
    const capability = await mint({ ...ADA_ELSEWHERE, organizationName: 'Difference Engines' });
    const { response, text } = await open(capability, { user: ADA });
    expectPage(response, text, 400, /This link is for another user/);
    expect(text).toContain('of Difference Engines');
    expect(text).not.toContain('pb-link-action');
    expect(text).toContain('Sign out of the app, sign in as that user');
  });

  it('answers the JSON error to a caller that asks for JSON', async () => {
    const { mint, open } = setup();
    const { response, text } = await open(await mint(), {
      user: GRACE,
      accept: 'application/json',
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(text).error).toMatchObject({
      code: 'INVALID_STATE',
      message: expect.stringMatching(/made for another user/),
    });
  });
});

describe('GET /mcp/connect/:capability that cannot be used', () => {
  const CASES = [
    {
      name: 'malformed',
      capability: async () => 'abc',
      status: 400,
      title: /This link is incomplete/,
      message: /malformed/,
    },
    {
      name: 'forged',
      capability: async (mint: () => Promise<string>) => `${(await mint()).split('.')[0]}.AAAA`,
      status: 400,
      title: /This link is not valid/,
      message: /not issued by this app/,
    },
  ];

  it.each(CASES)('$name: a page in a browser, the JSON error when asked for JSON', async (each) => {
    const { mint, open } = setup();
    const capability = await each.capability(() => mint());
    const page = await open(capability, { user: ADA });
    expectPage(page.response, page.text, each.status, each.title);
    const json = await open(capability, { user: ADA, accept: 'application/json' });
    expect(json.response.status).toBe(each.status);
    expect(JSON.parse(json.text).error.message).toMatch(each.message);
  });

  it('expired: a page, and JSON when asked for', async () => {
    const { clock, mint, open } = setup();
    const capability = await mint();
    clock.now += 601_000;
    const page = await open(capability, { user: ADA });
    expectPage(page.response, page.text, 400, /This link expired/);
    expect(page.text).toContain('run the tool again for a new link');
    const json = await open(capability, { accept: 'application/json' });
    expect(JSON.parse(json.text).error).toMatchObject({ code: 'INVALID_STATE', status: 400 });
  });

  it('replayed: a page, and JSON when asked for', async () => {
    const { mint, open } = setup();
    const capability = await mint();
    await expectConsent(open, capability);
    const page = await open(capability, { user: ADA });
    expectPage(page.response, page.text, 400, /This link was already used/);
    const json = await open(capability, { user: ADA, accept: 'application/json' });
    expect(JSON.parse(json.text).error.message).toMatch(/already used/);
  });

  it('a connector no longer offered: a 404 page naming it, and JSON when asked for', async () => {
    const { mint, open } = setup();
    const page = await open(await mint(ADA, 'video'), { user: ADA });
    expectPage(page.response, page.text, 404, /This connection is no longer offered/);
    expect(page.text).toContain('no longer connects Video accounts');
    const json = await open(await mint(ADA, 'video'), { user: ADA, accept: 'application/json' });
    expect(JSON.parse(json.text).error).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('an upstream that is down: a page that says to try again, with its Retry-After', async () => {
    const { mint, open } = setup({
      fetch: async () => new Response('{}', { status: 503, headers: { 'retry-after': '7' } }),
    });
    const page = await open(await mint(), { user: ADA });
    expectPage(page.response, page.text, 503, /Connecting could not start/);
    expect(page.response.headers.get('retry-after')).toBe('7');
  });
});

describe('the pages read in the browser language and look like the host', () => {
  it('picks the messages of the best Accept-Language, English otherwise, and escapes them', async () => {
    const { mint, open } = setup({
      connectLinkPages: {
        messages: {
          fr: {
            signedOutTitle: 'Connectez-vous pour continuer',
            signedOutBody: 'Ouvrez le lien <de nouveau> après connexion.',
          },
        },
      },
    });
    const capability = await mint();
    const french = await open(capability, { language: 'fr-CH, fr;q=0.9, en;q=0.8' });
    expectPage(french.response, french.text, 401, /Connectez-vous pour continuer/);
    expect(french.text).toContain('<html lang="fr">');
    expect(french.text).toContain('Ouvrez le lien &lt;de nouveau&gt; après connexion.');
    expect(french.response.headers.get('content-language')).toBe('fr');
    const german = await open(capability, { language: 'de' });
    expectPage(german.response, german.text, 401, /Sign in to continue/);
    expect(german.text).toContain('<html lang="en">');
  });

  it('serves the stylesheet to anyone, with the host font and colors for both schemes', async () => {
    const { bff } = setup({
      connectLinkPages: {
        appearance: {
          fontFamily: '"Inter", sans-serif',
          light: { primary: '#0a7c4a' },
          dark: { primary: 'rgb(120 220 170)' },
        },
      },
    });
    const css = await bff.send('GET', '/mcp/connect-page.css', { user: null });
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.text).toContain('--pb-link-font: "Inter", sans-serif;');
    expect(css.text).toContain('--pb-link-primary: #0a7c4a;');
    expect(css.text).toMatch(
      /@media \(prefers-color-scheme: dark\) \{[^@]*--pb-link-primary: rgb\(120 220 170\);/,
    );
  });

  it('refuses at start-up a signInUrl, a message or a color it cannot use, naming each', () => {
    expect(() =>
      setup({
        signInUrl: '//evil.example/sign-in',
        connectLinkPages: {
          messages: { 'not a tag': {}, fr: { wrongUserBody: 'not a function' as never } },
          appearance: { light: { primary: 'red; } body { display: none' } },
        },
      }),
    ).toThrow(
      /signInUrl: must be the absolute http\(s\) URL of your sign-in page[\s\S]*connectLinkPages\.messages\.not a tag[\s\S]*connectLinkPages\.messages\.fr\.wrongUserBody: must be a function[\s\S]*connectLinkPages\.appearance\.light\.primary: must be one CSS value/,
    );
  });
});
