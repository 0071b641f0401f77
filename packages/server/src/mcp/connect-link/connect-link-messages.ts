import { z } from 'zod';

/** Who a connect link was made for, as the wrong-user page names them. */
export interface IntendedUser {
  /** Their identifier, masked: `a•••@example.com`; unknown for a link made before links told. */
  user: string | undefined;
  /** Their organization's display name, when the session named one. */
  organization: string | undefined;
  /** Who this browser is signed in as, masked the same way. */
  signedInAs: string;
}

/*
 * Every string the connect link's pages show, in English. A host rewords or translates them
 * through the `connectLinkPages.messages` option, one table per language tag; strings that embed
 * a value are functions, as in @plugboard/ui's localization.
 */
export const DEFAULT_CONNECT_LINK_MESSAGES: ConnectLinkMessages = {
  /** The label of the page's landmark, after the page's own title. */
  pageLabel: 'Connect an account',
  signedOutTitle: 'Sign in to continue',
  signedOutBody:
    'This link connects an account for your AI client. Sign in to the app in this browser, then open the link again.',
  wrongUserTitle: 'This link is for another user',
  wrongUserBody: ({ user, organization, signedInAs }: IntendedUser) =>
    `Your AI client made this link for ${user ?? 'another user'}${organization === undefined ? '' : ` of ${organization}`}, and this browser is signed in as ${signedInAs}. Nothing was connected.`,
  switchUserAction: 'Sign in as that user',
  switchUserHint: 'Sign out of the app, sign in as that user, then open the link again.',
  malformedTitle: 'This link is incomplete',
  malformedBody:
    'Part of the link is missing or changed, perhaps when it was copied. Ask your AI client to run the tool again for a new link.',
  forgedTitle: 'This link is not valid',
  forgedBody:
    'This app did not make this link. Ask your AI client to run the tool again for a new link.',
  expiredTitle: 'This link expired',
  expiredBody:
    'A connect link works for a few minutes only. Ask your AI client to run the tool again for a new link.',
  replayedTitle: 'This link was already used',
  replayedBody:
    'A connect link works once. If the account is not connected yet, ask your AI client to run the tool again for a new link.',
  notOfferedTitle: 'This connection is no longer offered',
  notOfferedBody: ({ connector }: { connector: string }) =>
    `This app no longer connects ${connector} accounts. Ask your AI client to use another tool.`,
  failedTitle: 'Connecting could not start',
  failedBody: 'Something went wrong on our side. Open the link again in a moment.',
};

/** Every string of the connect link's pages, in one language. */
export type ConnectLinkMessages = Required<z.output<typeof messagesSchema>>;

/** The key of a page's title and text, by what went wrong. */
export type ConnectLinkProblem =
  | 'malformed'
  | 'forged'
  | 'expired'
  | 'replayed'
  | 'notOffered'
  | 'failed';

const isFunction = (value: unknown) => typeof value === 'function';
const text = z.string().min(1).max(1000).optional();
const withValues = <V>() =>
  z.custom<(values: V) => string>(isFunction, 'must be a function (values) => string').optional();

/** One language's messages: any of them, the rest from English. */
const messagesSchema = z.strictObject({
  pageLabel: text,
  signedOutTitle: text,
  signedOutBody: text,
  wrongUserTitle: text,
  wrongUserBody: withValues<IntendedUser>(),
  switchUserAction: text,
  switchUserHint: text,
  malformedTitle: text,
  malformedBody: text,
  forgedTitle: text,
  forgedBody: text,
  expiredTitle: text,
  expiredBody: text,
  replayedTitle: text,
  replayedBody: text,
  notOfferedTitle: text,
  notOfferedBody: withValues<{ connector: string }>(),
  failedTitle: text,
  failedBody: text,
});

/** A BCP 47 language tag, as Accept-Language names one: `en`, `fr`, `pt-BR`. */
const languageTagSchema = z
  .string()
  .regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/, 'must be a language tag such as en, fr or pt-BR');

export const connectLinkMessagesOptionSchema = z.record(languageTagSchema, messagesSchema);

/** Messages by lower-case language tag, every table complete; `en` always among them. */
export type ConnectLinkCatalog = ReadonlyMap<string, ConnectLinkMessages>;

/** The English defaults under every table the host gave. */
export function connectLinkCatalog(
  messages: Readonly<Record<string, Partial<ConnectLinkMessages>>> = {},
): ConnectLinkCatalog {
  const catalog = new Map<string, ConnectLinkMessages>([['en', DEFAULT_CONNECT_LINK_MESSAGES]]);
  for (const [tag, table] of Object.entries(messages)) {
    const defined = Object.fromEntries(
      Object.entries(table).filter(([, value]) => value !== undefined),
    );
    catalog.set(tag.toLowerCase(), { ...DEFAULT_CONNECT_LINK_MESSAGES, ...defined });
  }
  return catalog;
}
