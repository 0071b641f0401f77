import {
  CONNECTOR_IDS,
  type ConnectorId,
  connectorIdSchema,
  type DoclibProxyRequest,
  doclibProxyRequestSchema,
  getTool,
  isToolName,
  type ToolName,
} from '@plugboard/schema';
import { z } from 'zod';
import type { CanManageOrganizationAccounts } from '../accounts/account-access.ts';
import { formatIssues, requiredMessage } from '../common/format-issues.ts';
import type { Logger } from '../common/logger.ts';
import type { SessionUser } from '../common/session-user.ts';
import {
  accountEventsOptionSchema,
  onAccountEventOptionSchema,
  webhooksOptionSchema,
} from '../events/events-options.ts';
import {
  connectLinkPagesOptionSchema,
  signInUrlSchema,
} from '../mcp/connect-link/connect-link-options.ts';
import type { ActivityStore } from '../stores/activity-store.ts';
import type { McpTokenStore } from '../stores/mcp-token-store.ts';
import type { RateLimitStore } from '../stores/rate-limit-store.ts';
import type { UsedStateStore } from '../stores/used-state-store.ts';
import type { Transport } from '../upstream/transport.ts';
import { upstreamClientOptionsSchema } from '../upstream/upstream-client-options.ts';
import { rateLimitsSchema } from './rate-limiter.ts';

const isFunction = (value: unknown) => typeof value === 'function';
const hasMethod = (value: unknown, name: string) =>
  typeof value === 'object' && value !== null && isFunction(Reflect.get(value, name));

const originSchema = z
  .string()
  .refine(
    (value) => URL.canParse(value) && new URL(value).origin === value,
    'must be an origin: scheme, host and port only, such as https://app.example.com',
  );

/**
 * What the document library proxy can be asked for (docs/connectors.md §4.6).
 *
 * @example
 * ```ts
 * const allowedProxyRequests: DoclibRequestKind[] = ['list_sites', 'get_file_metadata', 'upload_file'];
 * ```
 */
export type DoclibRequestKind = DoclibProxyRequest['kind'];
const DOCLIB_REQUEST_KINDS: readonly DoclibRequestKind[] = doclibProxyRequestSchema.options.map(
  (option) => option.shape.kind.value,
);
/** The proxy requests allowed unless the host says otherwise: those that only read. */
const READ_ONLY_DOCLIB_REQUESTS = doclibProxyRequestSchema.options
  .filter((option) => option.shape.effect.value === 'read')
  .map((option) => option.shape.kind.value);

const handlerOptionsSchema = upstreamClientOptionsSchema
  .extend({
    resolveUser: z.custom<(context: never) => unknown>(
      isFunction,
      'must be a function (context) => Promise<{ identifier, organizationId?, userId? } | null>',
    ),
    verifyCallbackUrl: z.url({
      protocol: /^https?$/,
      error: 'must be the absolute http(s) URL of your callback page',
    }),
    allowedOrigins: z.array(originSchema).min(1).optional(),
    linkOrigins: z.array(originSchema).min(1).optional(),
    connectors: z
      .array(connectorIdSchema)
      .min(1)
      .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a connector')
      .optional(),
    allowedTools: z
      .array(z.string().refine(isToolName, 'must be the name of a tool of the catalog'))
      .optional(),
    allowedProxyRequests: z
      .array(
        z.custom<DoclibRequestKind>(
          (value) => DOCLIB_REQUEST_KINDS.includes(value as DoclibRequestKind),
          `must be one of ${DOCLIB_REQUEST_KINDS.join(', ')}`,
        ),
      )
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
        (value) => hasMethod(value, 'markUsed') && hasMethod(value, 'release'),
        'must be an object with markUsed(nonce, expiresAt) and release(nonce)',
      )
      .optional(),
    rateLimits: rateLimitsSchema.prefault({}),
    rateLimitStore: z
      .custom<RateLimitStore>(
        (value) => hasMethod(value, 'increment'),
        'must be an object with increment(key, windowMs)',
      )
      .optional(),
    clientIp: z
      .custom<(context: never) => unknown>(
        isFunction,
        'must be a function (context) => string | undefined',
      )
      .optional(),
    maxBodyBytes: z.number().int().min(1_024).max(1_048_576).default(65_536),
    maxProxyBodyBytes: z.number().int().min(1_024).max(104_857_600).default(4_194_304),
    onError: z
      .custom<(error: unknown) => void>(isFunction, 'must be a function (error) => void')
      .optional(),
    accountOwnership: z
      .partialRecord(connectorIdSchema, z.enum(['user', 'organization']))
      .default({}),
    canManageOrganizationAccounts: z
      .custom<CanManageOrganizationAccounts>(
        isFunction,
        'must be a function (user) => boolean | Promise<boolean>',
      )
      .optional(),
    maxAccountsPerConnector: z.number().int().min(1).max(100).default(10),
    chooseAccountWhenSeveral: z.boolean().default(false),
    activityStore: z
      .custom<ActivityStore>(
        (value) => hasMethod(value, 'append') && hasMethod(value, 'page'),
        'must be an object with append(accountId, record) and page(accountId, { cursor, limit })',
      )
      .optional(),
    mcp: z
      .object({
        endpoint: z.url({
          protocol: /^https?$/,
          error: 'must be the absolute http(s) URL of your MCP endpoint',
        }),
        tokenStore: z.custom<McpTokenStore>(
          (value) =>
            ['create', 'findBySecretHash', 'list', 'revoke', 'touch'].every((name) =>
              hasMethod(value, name),
            ),
          'must be an McpTokenStore (createMemoryMcpTokenStore, or createRedisMcpTokenStore from @plugboard/server/redis)',
        ),
      })
      .optional(),
    signInUrl: signInUrlSchema.optional(),
    connectLinkPages: connectLinkPagesOptionSchema.optional(),
    webhooks: webhooksOptionSchema.optional(),
    accountEvents: accountEventsOptionSchema.prefault({}),
    onAccountEvent: onAccountEventOptionSchema,
  })
  .superRefine((options, ctx) => {
    const callbackOrigin = new URL(options.verifyCallbackUrl).origin;
    if (options.allowedOrigins && !options.allowedOrigins.includes(callbackOrigin)) {
      ctx.addIssue({
        code: 'custom',
        path: ['verifyCallbackUrl'],
        message: `must be on one of allowedOrigins (its origin ${callbackOrigin} is not)`,
      });
    }
    const offered = options.connectors ?? CONNECTOR_IDS;
    for (const [index, name] of (options.allowedTools ?? []).entries()) {
      const connector = getTool(name)?.connector;
      if (connector !== undefined && !offered.includes(connector)) {
        ctx.addIssue({
          code: 'custom',
          path: ['allowedTools', index],
          message: `${name} is a ${connector} tool, and ${connector} is not in connectors`,
        });
      }
    }
    for (const connector of Object.keys(options.accountOwnership)) {
      if (!offered.includes(connector as ConnectorId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['accountOwnership', connector],
          message: `${connector} is not in connectors`,
        });
      }
    }
    if (options.allowedProxyRequests?.length && !offered.includes('doclib')) {
      ctx.addIssue({
        code: 'custom',
        path: ['allowedProxyRequests'],
        message: 'needs doclib in connectors: the proxy reaches the document library only',
      });
    }
  });

/**
 * Finds the session user in `context`: the `Request` for the fetch handler, the Express `req`
 * for the Express adapter, the `IncomingMessage` for the Node adapter. `null` means no session,
 * answered 401.
 *
 * @example
 * ```ts
 * const resolveUser: ResolveUser<Request> = async (request) => {
 *   const session = await sessions.read(request.headers.get('cookie'));
 *   return session ? { identifier: session.email, organizationId: session.orgId } : null;
 * };
 * ```
 */
export type ResolveUser<C> = (context: C) => Promise<SessionUser | null> | SessionUser | null;

/**
 * The client's IP address in `context`, for the per-IP rate limit. The Express adapter uses
 * `req.ip` (mind Express's `trust proxy`), the Node adapter the socket's address; the fetch
 * handler has none unless you give one, such as your platform's client-address header.
 *
 * @example
 * ```ts
 * // Behind a proxy that sets X-Real-IP and strips it from client requests.
 * const clientIp: ClientIp<Request> = (request) => request.headers.get('x-real-ip') ?? undefined;
 * ```
 */
export type ClientIp<C> = (context: C) => string | undefined;

/**
 * The BFF's own settings, which `createPlugboard`'s grouped options fill; `C` is what `resolveUser` and `clientIp` receive.
 *
 * @example
 * ```ts
 * const options: PlugboardHandlerOptions = {
 *   baseUrl: process.env.PLUGBOARD_BASE_URL!,
 *   clientId: process.env.PLUGBOARD_CLIENT_ID!,
 *   clientSecret: process.env.PLUGBOARD_CLIENT_SECRET!,
 *   verifyCallbackUrl: 'https://app.example.com/connect/callback',
 *   resolveUser: (request) => sessionUserOf(request),
 *   connectors: ['docsapp', 'crm'],
 *   allowedTools: ['docsapp_data_fetch', 'crm_get_company', 'crm_create_task'],
 * };
 * ```
 */
export type PlugboardHandlerOptions<C = Request> = Omit<
  z.input<typeof handlerOptionsSchema>,
  'resolveUser' | 'clientIp' | 'allowedTools' | 'canManageOrganizationAccounts'
> & {
  resolveUser: ResolveUser<C>;
  clientIp?: ClientIp<C>;
  /** The tools the browser may run; by default every tool that only reads. */
  allowedTools?: readonly ToolName[];
  /**
   * Who may connect and disconnect the organization's accounts of the connectors
   * `accountOwnership` makes organization-owned; nobody by default.
   */
  canManageOrganizationAccounts?: CanManageOrganizationAccounts;
};

/** The options after checking, with every default filled in. */
export interface HandlerSettings<C>
  extends Omit<
    z.output<typeof handlerOptionsSchema>,
    | 'resolveUser'
    | 'clientIp'
    | 'allowedTools'
    | 'allowedProxyRequests'
    | 'canManageOrganizationAccounts'
    | 'activityStore'
  > {
  canManageOrganizationAccounts: CanManageOrganizationAccounts;
  activityStore: ActivityStore | undefined;
  resolveUser: ResolveUser<C>;
  clientIp: ClientIp<C> | undefined;
  allowedTools: readonly ToolName[] | undefined;
  allowedProxyRequests: readonly DoclibRequestKind[];
  allowedOrigins: string[];
  linkOrigins: string[];
  connectors: ConnectorId[];
  now: () => number;
  onError: (error: unknown) => void;
  logger: Logger | undefined;
  /** The adapter's transport, unless the host passed a `fetch` of its own. */
  transport: Transport | undefined;
}

/**
 * What an adapter knows better than the runtime-neutral core: how to find the client's address,
 * and a cheaper transport for upstream calls. The host's own options win over both: a host that
 * passes `fetch` gets its calls through that `fetch`.
 */
export interface AdapterDefaults {
  transport?: Transport;
}

/** The problems with `options`, one issue each; none when they are usable. */
export function handlerOptionsIssues<C>(
  options: PlugboardHandlerOptions<C>,
): readonly z.core.$ZodIssue[] {
  const parsed = handlerOptionsSchema.safeParse(options, { error: requiredMessage });
  return parsed.success ? [] : parsed.error.issues;
}

/**
 * Checks the options once, at start-up, and throws ONE error listing every bad or missing setting.
 * The message names settings, never their values, so a mistyped secret is not printed.
 */
export function parseHandlerOptions<C>(
  options: PlugboardHandlerOptions<C>,
  defaults: AdapterDefaults = {},
): HandlerSettings<C> {
  const parsed = handlerOptionsSchema.safeParse(options, { error: requiredMessage });
  if (!parsed.success) {
    const lines = formatIssues(parsed.error.issues).map((line) => `  - ${line}`);
    throw new TypeError(`Invalid Plugboard handler options:\n${lines.join('\n')}`);
  }
  const settings = parsed.data;
  return {
    ...settings,
    resolveUser: options.resolveUser,
    clientIp: options.clientIp,
    transport: settings.fetch === undefined ? defaults.transport : undefined,
    allowedTools: options.allowedTools,
    allowedProxyRequests: settings.allowedProxyRequests ?? READ_ONLY_DOCLIB_REQUESTS,
    // The callback page is where the browser client runs, so its origin is the one to trust.
    allowedOrigins: settings.allowedOrigins ?? [new URL(settings.verifyCallbackUrl).origin],
    // Authorization links point at the upstream environment unless the host says otherwise.
    linkOrigins: settings.linkOrigins ?? [new URL(settings.baseUrl).origin],
    connectors: settings.connectors ?? [...CONNECTOR_IDS],
    now: settings.now ?? Date.now,
    onError: settings.onError ?? (() => {}),
    canManageOrganizationAccounts: options.canManageOrganizationAccounts ?? (() => false),
    activityStore: settings.activityStore,
    logger: settings.logger,
  };
}
