import { CONNECTOR_IDS, type ConnectorId, connectorIdSchema } from '@plugboard/schema';
import { z } from 'zod';
import { formatIssues, requiredMessage } from '../shared/format-issues.ts';
import type { UsedStateStore } from '../state/used-state-store.ts';
import { upstreamClientOptionsSchema } from '../upstream/upstream-client-options.ts';
import type { SessionUser } from './session-user.ts';

const isFunction = (value: unknown) => typeof value === 'function';

const originSchema = z
  .string()
  .refine(
    (value) => URL.canParse(value) && new URL(value).origin === value,
    'must be an origin: scheme, host and port only, such as https://app.example.com',
  );

const handlerOptionsSchema = upstreamClientOptionsSchema.extend({
  resolveUser: z.custom<(context: never) => unknown>(
    isFunction,
    'must be a function (context) => Promise<{ identifier, organizationId?, userId? } | null>',
  ),
  verifyCallbackUrl: z.url({
    protocol: /^https?$/,
    error: 'must be the absolute http(s) URL of your callback page',
  }),
  allowedOrigins: z.array(originSchema).min(1).optional(),
  connectors: z
    .array(connectorIdSchema)
    .min(1)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a connector')
    .optional(),
  stateTtlSeconds: z.number().int().min(60).max(3600).default(600),
  basePath: z
    .string()
    .regex(
      /^(\/[A-Za-z0-9._~-]+)*$/,
      'must start with / and not end with /, such as /api/plugboard',
    )
    .default('/api/plugboard'),
  usedStateStore: z
    .custom<UsedStateStore>(
      (value) =>
        typeof value === 'object' && value !== null && isFunction(Reflect.get(value, 'markUsed')),
      'must be an object with markUsed(nonce, expiresAt)',
    )
    .optional(),
  onError: z
    .custom<(error: unknown) => void>(isFunction, 'must be a function (error) => void')
    .optional(),
});

/**
 * Finds the session user in `context`: the `Request` for the fetch handler, the Express `req`
 * for the Express adapter. `null` means no session, answered 401.
 */
export type ResolveUser<C> = (context: C) => Promise<SessionUser | null> | SessionUser | null;

/** Options of {@link createPlugboardHandler}; `C` is what `resolveUser` receives. */
export type PlugboardHandlerOptions<C = Request> = Omit<
  z.input<typeof handlerOptionsSchema>,
  'resolveUser'
> & { resolveUser: ResolveUser<C> };

/** The options after checking, with every default filled in. */
export interface HandlerSettings<C>
  extends Omit<z.output<typeof handlerOptionsSchema>, 'resolveUser'> {
  resolveUser: ResolveUser<C>;
  allowedOrigins: string[];
  connectors: ConnectorId[];
  now: () => number;
  onError: (error: unknown) => void;
}

/**
 * Checks the options once, at start-up, and throws ONE error listing every bad or missing setting.
 * The message names settings, never their values, so a mistyped secret is not printed.
 */
export function parseHandlerOptions<C>(options: PlugboardHandlerOptions<C>): HandlerSettings<C> {
  const parsed = handlerOptionsSchema.safeParse(options, { error: requiredMessage });
  if (!parsed.success) {
    const lines = formatIssues(parsed.error.issues).map((line) => `  - ${line}`);
    throw new TypeError(`Invalid Plugboard handler options:\n${lines.join('\n')}`);
  }
  const settings = parsed.data;
  return {
    ...settings,
    resolveUser: options.resolveUser,
    // The callback page is where the browser client runs, so its origin is the one to trust.
    allowedOrigins: settings.allowedOrigins ?? [new URL(settings.verifyCallbackUrl).origin],
    connectors: settings.connectors ?? [...CONNECTOR_IDS],
    now: settings.now ?? Date.now,
    onError: settings.onError ?? reportToConsole,
  };
}

function reportToConsole(error: unknown): void {
  console.error('[plugboard]', error);
}
