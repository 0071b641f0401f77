import type { z } from 'zod';
import type { BffAnswer } from '../../bff/bff-answer.ts';
import type { BffRequest } from '../../bff/bff-request.ts';
import { preferredLanguage } from './accept-language.ts';
import {
  type ConnectLinkCatalog,
  type ConnectLinkMessages,
  type ConnectLinkProblem,
  connectLinkCatalog,
  type IntendedUser,
} from './connect-link-messages.ts';
import type { connectLinkPagesOptionSchema } from './connect-link-options.ts';
import { connectLinkStylesheet } from './connect-link-style.ts';
import { htmlText } from './html-text.ts';

/**
 * The pages' own policy: nothing but the stylesheet from this origin. It replaces the host's on
 * these answers only, which are wholly the BFF's.
 */
const PAGE_POLICY =
  "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  // The page's URL holds the capability: no other site may read it from a Referer.
  'referrer-policy': 'no-referrer',
  'content-security-policy': PAGE_POLICY,
};

/** The query parameters a sign-in page reads: where to go back to, and to sign in afresh. */
export const RETURN_TO_PARAMETER = 'return_to';
export const PROMPT_PARAMETER = 'prompt';

/** One page: its title and text, an optional action, and a hint below. */
interface PageContent {
  title: string;
  body: string;
  action?: { label: string; href: string };
  hint?: string;
}

export interface ConnectLinkPages {
  /**
   * The host's sign-in page with `return_to` (and `prompt=login` to switch users); `returnTo`
   * is absolute, and given as a path when the sign-in page is a path of the same origin.
   */
  signInLocation(returnTo: string, switchUser: boolean): string | undefined;
  /** The page for a browser with no session: sign in, then open the link again. */
  signedOut(request: BffRequest): BffAnswer;
  /** The page for a browser signed in as someone else: whose link it is, and a way to switch. */
  wrongUser(request: BffRequest, intended: IntendedUser, returnTo: string): BffAnswer;
  /** The page for a link that cannot be used. */
  problem(
    request: BffRequest,
    problem: ConnectLinkProblem,
    status: number,
    values: { connector: string },
    headers?: Readonly<Record<string, string>>,
  ): BffAnswer;
  /** The stylesheet the pages link, with the host's look. */
  stylesheet(): BffAnswer;
}

/** The connect link's pages, from the `signInUrl` and `connectLinkPages` options. */
export function createConnectLinkPages(
  signInUrl: string | undefined,
  options: z.output<typeof connectLinkPagesOptionSchema> = {},
): ConnectLinkPages {
  const catalog: ConnectLinkCatalog = connectLinkCatalog(options.messages);
  const languages = [...catalog.keys()];
  const css = connectLinkStylesheet(options.appearance);

  function chosen(request: BffRequest): { language: string; messages: ConnectLinkMessages } {
    const language = preferredLanguage(request.headers.get('accept-language'), languages, 'en');
    return {
      language,
      messages: catalog.get(language) ?? (catalog.get('en') as ConnectLinkMessages),
    };
  }

  function signInLocation(returnTo: string, switchUser: boolean): string | undefined {
    if (signInUrl === undefined) return undefined;
    const relative = signInUrl.startsWith('/');
    const url = new URL(signInUrl, 'https://app.invalid');
    const back = new URL(returnTo);
    url.searchParams.set(
      RETURN_TO_PARAMETER,
      relative ? `${back.pathname}${back.search}` : back.href,
    );
    if (switchUser) url.searchParams.set(PROMPT_PARAMETER, 'login');
    return relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
  }

  function page(
    request: BffRequest,
    status: number,
    content: (messages: ConnectLinkMessages) => PageContent,
    headers?: Readonly<Record<string, string>>,
  ): BffAnswer {
    const { language, messages } = chosen(request);
    const { title, body, action, hint } = content(messages);
    // The stylesheet by a relative URL: the page is at <base>/mcp/connect/<capability>, whatever
    // path the host mounted the BFF at, and the stylesheet route (/mcp/connect-page.css) is its
    // sibling.
    const html = `<!doctype html>
<html lang="${htmlText(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${htmlText(title)}</title>
<link rel="stylesheet" href="../connect-page.css">
</head>
<body>
<main class="pb-link-card" aria-labelledby="pb-link-title">
<p class="pb-link-eyebrow">${htmlText(messages.pageLabel)}</p>
<h1 id="pb-link-title">${htmlText(title)}</h1>
<p>${htmlText(body)}</p>
${action === undefined ? '' : `<p><a class="pb-link-action" href="${htmlText(action.href)}">${htmlText(action.label)}</a></p>\n`}${hint === undefined ? '' : `<p class="pb-link-hint">${htmlText(hint)}</p>\n`}</main>
</body>
</html>
`;
    return {
      status,
      headers: { ...headers, ...PAGE_HEADERS, 'content-language': language },
      body: html,
    };
  }

  return {
    signInLocation,
    signedOut: (request) =>
      page(request, 401, (messages) => ({
        title: messages.signedOutTitle,
        body: messages.signedOutBody,
      })),
    wrongUser(request, intended, returnTo) {
      const href = signInLocation(returnTo, true);
      return page(request, 400, (messages) => ({
        title: messages.wrongUserTitle,
        body: messages.wrongUserBody(intended),
        ...(href === undefined
          ? { hint: messages.switchUserHint }
          : { action: { label: messages.switchUserAction, href } }),
      }));
    },
    problem: (request, problem, status, values, headers) =>
      page(
        request,
        status,
        (messages) => ({
          title: messages[`${problem}Title`],
          body:
            problem === 'notOffered' ? messages.notOfferedBody(values) : messages[`${problem}Body`],
        }),
        headers,
      ),
    stylesheet: () => ({
      status: 200,
      headers: {
        'content-type': 'text/css; charset=utf-8',
        'cache-control': 'public, max-age=600',
        'x-content-type-options': 'nosniff',
      },
      body: css,
    }),
  };
}
